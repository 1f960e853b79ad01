// The province/city list of the address selects. Read-only, so it answers GET as well as POST.
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { getAreaInput } from '../verification.ts';
import { v1 } from './v1.ts';

/** One province or city. */
export const region = z.object({ id: z.number().int(), cityName: z.string() });

export const regionApi = {
  area: v1({
    path: '/help/getArea',
    methods: READ,
    tags: ['user'],
    summary: '省市列表：pid 0 为省份，否则为该省的城市；[{ id, cityName }]',
    input: getAreaInput,
    output: z.array(region),
  }),
};

/** One province or city. */
export type Region = z.infer<typeof region>;

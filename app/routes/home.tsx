import { Button } from 'antd';
import type { Route } from './+types/home';
import { serverContext } from '../server-context.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  return { health: await services.health() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <main><h1>首页</h1><Button type="primary">{loaderData.health}</Button></main>;
}

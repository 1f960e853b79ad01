// Writes app/components/icons.svg, the sprite of the public pages' icons (app/components/icon-sprite.ts).
import fs from 'node:fs';
import { iconSprite } from '../app/components/icon-sprite.ts';

const target = new URL('../app/components/icons.svg', import.meta.url);
fs.writeFileSync(target, iconSprite());
console.log(`wrote ${target.pathname}`);

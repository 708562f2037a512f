/**
 * npm run mocks [-- --out DIR]: regenerates the mock stories and illustrations (see index.ts). With
 * --out, writes them under DIR instead of the repository (the vehicle stories are still read from it).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from './index.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const result = generate(values.out ? { outRoot: resolve(values.out) } : {});
console.log(`${result.stories} stories, ${result.storyFiles} story files, ${result.images} images`);

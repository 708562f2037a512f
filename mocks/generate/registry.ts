/**
 * The state of one generator run: the stories in the order they were added, and the images in the
 * order they were first used (an image's asset id is that position, so adding content in another
 * order renumbers the assets of every file that follows).
 */
import { imageFilename, isImage, isT, type ImageRef, type StoryDef } from './content.ts';

export class Images {
  readonly byFilename = new Map<string, { ref: ImageRef; id: number }>();

  /** Registers every image reference in `value` (depth first, in field order) not registered yet. */
  use(value: unknown): void {
    if (isImage(value)) {
      const filename = imageFilename(value);
      if (!this.byFilename.has(filename)) this.byFilename.set(filename, { ref: value, id: 21470000 + this.byFilename.size + 1 });
    } else if (isT(value)) {
      this.use(value.fr);
      this.use(value.de);
      this.use(value.en);
    } else if (Array.isArray(value)) {
      for (const v of value) this.use(v);
    } else if (value !== null && typeof value === 'object') {
      for (const v of Object.values(value)) this.use(v);
    }
  }

  id(ref: ImageRef): number {
    const entry = this.byFilename.get(imageFilename(ref));
    if (!entry) throw new Error(`image ${imageFilename(ref)} used by no added story`);
    return entry.id;
  }
}

export class Registry {
  readonly stories: StoryDef[] = [];
  readonly images = new Images();

  /** Adds a story; the images its content uses for the first time get the next asset ids. */
  add(def: StoryDef): void {
    this.images.use(def.content);
    this.stories.push(def);
  }
}

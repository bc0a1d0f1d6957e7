import { Card, CardBody, CardMedia, CardTitle, ResponsiveImage } from '../../src';
import styles from '../showcase.module.css';
import { storageImage } from './images';
import { Section } from './section';

const GALLERY = ['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4', 'gallery-5', 'gallery-6'];

export function ImagesSection({ part }: { part: 'hero' | 'gallery' }) {
  if (part === 'hero') {
    return (
      <div className={styles.hero}>
        <ResponsiveImage
          src={storageImage('hero')}
          alt="The church building at sunrise"
          width={1920}
          height={800}
          priority
          sizes="(min-width: 72rem) 72rem, 100vw"
        />
      </div>
    );
  }
  return (
    <>
      <div className={styles.spacer} aria-hidden="true">
        Scroll down: the gallery below loads only when it comes near.
      </div>
      <Section title="Gallery (lazy images)" id="gallery">
        <div className={styles.grid}>
          {GALLERY.map((name, i) => (
            <Card key={name} as="article">
              <CardMedia>
                <ResponsiveImage
                  src={storageImage(name)}
                  alt={`Church life, photo ${i + 1}`}
                  aspectRatio="3 / 2"
                  sizes="(min-width: 48rem) 33vw, 100vw"
                />
              </CardMedia>
              <CardBody>
                <CardTitle>Photo {i + 1}</CardTitle>
              </CardBody>
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}

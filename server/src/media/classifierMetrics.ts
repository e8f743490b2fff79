import client from 'prom-client';
import type { ImageClassifier } from './imageClassifier';

/** Whether the image model is in memory now (it loads on the first image, unloads when idle). */
export function registerClassifierGauge(registry: client.Registry, classifier: ImageClassifier) {
  new client.Gauge({
    name: 'serendip_image_classifier_loaded',
    help: 'Whether the image classifier model is loaded (1) or unloaded until the next image (0)',
    registers: [registry],
    collect() {
      this.set(classifier.loaded ? 1 : 0);
    },
  });
}

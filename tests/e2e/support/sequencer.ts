/**
 * The e2e files share one server and one database (tests/e2e/global-setup.ts). A few files change the
 * book at scale (an import of 500 customers, a month's payout run that pays and writes statements); they
 * run last, so that the files reading the seeded book (four customers, an investor's two investments)
 * read it as seeded. The rest keep vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = ['/tests/e2e/imports/', '/tests/e2e/investments/payout-run.test.ts'];

const runsLast = (file: TestSpecification) => LAST.some((part) => file.moduleId.replaceAll('\\', '/').includes(part));

export default class BookChangingFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !runsLast(file)), ...sorted.filter(runsLast)];
  }
}

/**
 * The e2e files share one server and one database (tests/e2e/global-setup.ts). A few files change the
 * book at scale (an import of 500 customers, a firm moving in with 2,000 loans and 400 investments under
 * tests/e2e/imports/, a month's payout run that pays and writes statements); they
 * run last, so that the files reading the seeded book (four customers, an investor's two investments)
 * read it as seeded; last of all, a CSD valid today is loaded (tests/e2e/last/), which every file after it
 * would seal with. The rest keep vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = ['/tests/e2e/imports/', '/tests/e2e/investments/payout-run.test.ts'];
const VERY_LAST = ['/tests/e2e/last/'];

const matches = (parts: string[]) => (file: TestSpecification) => parts.some((part) => file.moduleId.replaceAll('\\', '/').includes(part));
const runsLast = matches(LAST);
const runsVeryLast = matches(VERY_LAST);

export default class BookChangingFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !runsLast(file) && !runsVeryLast(file)), ...sorted.filter(runsLast), ...sorted.filter(runsVeryLast)];
  }
}

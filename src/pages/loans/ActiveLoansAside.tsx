/** Above the active loans: the portfolio figures and the month calendar of payment dates. */
import { LoanAnalytics } from './LoanAnalytics.tsx';
import { LoanCalendar } from './LoanCalendar.tsx';

export function ActiveLoansAside() {
  return (
    <>
      <LoanAnalytics />
      <LoanCalendar />
    </>
  );
}

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  badgeText,
  openReportFiled,
  refreshOpenReports,
  setOpenReports,
  useOpenReportCount,
} from './openReports';

afterEach(() => setOpenReports(null, null));

describe('the unresolved report count', () => {
  it('shows nothing until counted or with none open, then follows filings', () => {
    const { result } = renderHook(() => useOpenReportCount());
    expect(result.current).toBeNull();
    // Not a moderator (no count): a filing counts nothing.
    act(() => openReportFiled());
    expect(result.current).toBeNull();
    act(() => setOpenReports(0, null));
    expect(result.current).toBeNull();
    act(() => openReportFiled());
    expect(result.current).toBe(1);
    act(() => openReportFiled());
    expect(result.current).toBe(2);
  });

  it('counts again when a report is resolved here', () => {
    const refetch = vi.fn();
    setOpenReports(5, refetch);
    refreshOpenReports();
    expect(refetch).toHaveBeenCalledTimes(1);
    setOpenReports(null, null);
    refreshOpenReports();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('writes 99+ past the reports it fetched', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

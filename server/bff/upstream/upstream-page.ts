/**
 * Pages whose upstream is slow or down (issue 19): `export default upstreamPage(async function
 * Page(props) {…})`. An UpstreamError 502/503/504 thrown while the page loads its data (the session
 * check and the data calls share one deadline, server/bff/upstream/upstream.ts REQUEST_DEADLINE_HEADER) renders
 * UpstreamUnavailable (the sentence and Try again) with the page's status, instead of an error
 * boundary answered with HTTP 500. Redirects, notFound() and every other error pass untouched.
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { createElement, type ReactNode } from "react";
import { UpstreamUnavailable } from "../../../components/ui/upstream-unavailable";
import { unavailableTextOf } from "../../../lib/error-text";
import { UpstreamError } from "./upstream";

export function upstreamPage<P>(page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async function UpstreamPage(props: P) {
    try {
      return await page(props);
    } catch (error) {
      unstable_rethrow(error);
      const detail = error instanceof UpstreamError ? unavailableTextOf(error.status, error.data) : null;
      if (detail === null) throw error;
      return createElement(UpstreamUnavailable, { detail });
    }
  };
}

import { remoteOf } from '../remotes/remote-loader';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { REMOTE_PART_ATTRIBUTE } from 'shared/page-protocol';
import { remoteHtmlPlaceholder } from './markers';

/**
 * Where a remote's part goes in a page the shell renders (a route's page, the home page's
 * sections), written in Node: the composition fills it with what the remote published
 * (shell/server/compose/first-view.ts). Its wrapper names the remote, whose stylesheet is scoped to
 * it (`@scope ([data-remote])`, shared/tooling/scope-remote-css.ts).
 */
export function RemotePlace({ id }: { id: RemoteModuleId }) {
  return <div {...{ [REMOTE_PART_ATTRIBUTE]: remoteOf(id) }} className="contents" dangerouslySetInnerHTML={{ __html: remoteHtmlPlaceholder(id) }} />;
}

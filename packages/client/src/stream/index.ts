export {
  type AccountStream,
  type AccountStreamOptions,
  type ChannelConnection,
  openAccountStream,
  type SharedChannel,
  type StreamState,
} from './accountStream';
export { ServerDisconnectHandler, type ServerDisconnectHandlerProps } from './ServerDisconnectHandler';
export {
  type ChannelHandlers,
  StreamProvider,
  useChannel,
  useMainChannelEvent,
  useStream,
  useStreamState,
} from './StreamContext';
export { StreamIndicator } from './StreamIndicator';
export { useCatchUpOnReconnect } from './useCatchUpOnReconnect';
export { openVisitorStream, type VisitorStream } from './visitorStream';

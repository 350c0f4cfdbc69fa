/**
 * The parts of the service worker global the worker uses. The client is compiled with the DOM
 * library, which lacks the worker's events (its WebWorker library clashes with DOM), so they are
 * written out here, as the Service Worker and Push API specifications define them.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike | null>;
  navigate?(url: string): Promise<WindowClientLike | null>;
}

interface EventMap {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  push: PushEvent;
  pushsubscriptionchange: PushSubscriptionChangeEvent;
  notificationclick: NotificationEvent;
  message: MessageEventLike;
}

export interface SwGlobal {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof EventMap>(type: K, listener: (event: EventMap[K]) => void): void;
}

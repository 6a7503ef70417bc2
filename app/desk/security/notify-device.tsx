import { useEffect, useState } from "react";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { deskWorker } from "#app/desk/worker.ts";
import { deskApi } from "#domain/desk/api.ts";
import type { PushDevice, PushSubscriptionJson } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { deskButton } from "../shared/ui.ts";
import { useDeskAction } from "./use-desk-action.tsx";

const copy = deskWords.security;

/** This browser's push subscription endpoint, if it has one: undefined until known. */
export function useThisDeviceEndpoint(): [string | null | undefined, (endpoint: string) => void] {
  const [endpoint, setEndpoint] = useState<string | null>();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return setEndpoint(null);
    navigator.serviceWorker
      .getRegistration(deskWorker.scope)
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);
  return [endpoint, setEndpoint];
}

/** Why this browser cannot subscribe, if it cannot. */
function unsupportedReason(): string | undefined {
  if (!window.isSecureContext) return copy.notifyInsecure;
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window))
    return copy.notifyUnsupported;
  return undefined;
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes everywhere. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** 'Notify me on this device': asks the browser's permission, subscribes it to Web Push, and tells the server. */
export function NotifyDevice({
  publicKey,
  listed,
  onSubscribed,
}: {
  publicKey: string;
  /** This browser is among the notified devices already: no button, only the outcome of the last try. */
  listed: boolean;
  onSubscribed: (endpoint: string) => void;
}) {
  const { busy, run, outcome } = useDeskAction(copy.notifyFailed);

  const subscribe = () =>
    run(async () => {
      const unsupported = unsupportedReason();
      if (unsupported) throw new DeskError(0, unsupported);
      if ((await Notification.requestPermission()) !== "granted") throw new DeskError(0, copy.notifyDenied);
      await navigator.serviceWorker.register(deskWorker.script, { scope: deskWorker.scope });
      const registration = await navigator.serviceWorker.ready;
      // A subscription made with another key (or forgotten by the server) is replaced, not kept alongside.
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await deskFetch<PushDevice>(deskApi.pushDevices, {
        method: "POST",
        body: subscription.toJSON() as PushSubscriptionJson,
      });
      onSubscribed(subscription.endpoint);
      return copy.subscribed;
    });

  return (
    <div className="space-y-3">
      {!listed && (
        <button type="button" disabled={busy} onClick={() => void subscribe()} className={deskButton.primary}>
          {busy ? copy.subscribing : copy.notifyMe}
        </button>
      )}
      {outcome}
    </div>
  );
}

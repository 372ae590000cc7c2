import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';

/**
 * 우편번호 찾기 with the Kakao (Daum) postcode service (INTEGRATIONS.md e): its script is loaded on
 * the first click, and the search is embedded in a dialog. It needs no key and no server call; the
 * form keeps the 5-digit zonecode and the address. When the script cannot load (offline, blocked),
 * the shopper is told to type the postcode and address, which the fields always accept.
 */

export const POSTCODE_SCRIPT = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 8_000;

type PostcodeData = {
  zonecode: string;
  address: string;
  addressType: 'R' | 'J';
  userSelectedType?: 'R' | 'J';
  roadAddress?: string;
  jibunAddress?: string;
  bname?: string;
  buildingName?: string;
  apartment?: 'Y' | 'N';
};
type PostcodeWidget = new (options: {
  oncomplete: (data: PostcodeData) => void;
  width?: string | number;
  height?: string | number;
}) => { embed: (element: HTMLElement, options?: { autoClose?: boolean }) => void };

declare global {
  interface Window {
    kakao?: { Postcode?: PostcodeWidget };
    daum?: { Postcode?: PostcodeWidget };
  }
}

const widget = () => window.kakao?.Postcode ?? window.daum?.Postcode;

let loading: Promise<PostcodeWidget> | null = null;

/** Loads the script once; a failure lets the next click try again. */
export function loadPostcodeWidget(): Promise<PostcodeWidget> {
  const ready = widget();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PostcodeWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = POSTCODE_SCRIPT;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('timeout')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      const loaded = widget();
      if (loaded) resolve(loaded);
      else fail(new Error('no widget'));
    };
    script.onerror = () => fail(new Error('load failed'));
    document.head.appendChild(script);
  });
  return loading;
}

export type PickedAddress = { postcode: string; address1: string };

/**
 * The address the service's guide builds: the road (or lot) address the shopper chose, with the
 * 참고항목 (법정동, an apartment's name) in parentheses for a road address.
 */
export function addressOf(data: PostcodeData): PickedAddress {
  const type = data.userSelectedType ?? data.addressType;
  const base = type === 'R' ? data.roadAddress || data.address : data.jibunAddress || data.address;
  const extras: string[] = [];
  if (type === 'R') {
    if (data.bname && /[동로가]$/.test(data.bname)) extras.push(data.bname);
    if (data.buildingName && data.apartment === 'Y') extras.push(data.buildingName);
  }
  return { postcode: data.zonecode, address1: extras.length ? `${base} (${extras.join(', ')})` : base };
}

export const POSTCODE_UNAVAILABLE =
  '주소 검색을 불러오지 못했습니다. 우편번호 5자리와 주소를 직접 입력해주세요.';

export function PostcodeSearch({
  onPick,
  onUnavailable,
  className,
}: {
  onPick: (address: PickedAddress) => void;
  /** the widget cannot load: the caller says so and moves the focus to the postcode box */
  onUnavailable: (message: string) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [Widget, setWidget] = useState<PostcodeWidget | null>(null);
  // The latest callback, without embedding the search again each time the form re-renders.
  const picked = useRef(onPick);
  picked.current = onPick;

  const start = async () => {
    setBusy(true);
    try {
      const loaded = await loadPostcodeWidget();
      setWidget(() => loaded);
      setOpen(true);
    } catch {
      onUnavailable(POSTCODE_UNAVAILABLE);
    } finally {
      setBusy(false);
    }
  };

  // The dialog's body exists only once it is open: embed the search there when it appears.
  const mount = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !Widget) return;
      element.replaceChildren();
      new Widget({
        width: '100%',
        height: '100%',
        oncomplete: (data) => {
          picked.current(addressOf(data));
          setOpen(false);
        },
      }).embed(element, { autoClose: false });
    },
    [Widget],
  );

  return (
    <>
      <Button variant="outline" className={className} onClick={start} disabled={busy} aria-busy={busy}>
        우편번호 찾기
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="우편번호 찾기" description="도로명, 건물명 또는 지번으로 검색해주세요">
          <div ref={mount} className="h-[460px] w-full" />
        </DialogContent>
      </Dialog>
    </>
  );
}

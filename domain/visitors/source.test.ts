import { expect, test } from "vitest";
import { referringHost, sourceOf } from "./source.ts";

const of = (query: string, referrer: string | null = null) =>
  sourceOf(new URLSearchParams(query), referringHost(referrer));

test.each([
  ["utm_source=gulfood&utm_medium=qr&utm_campaign=Stand%202027", null, "gulfood", "qr", "Stand 2027"],
  ["utm_source=newsletter", "https://www.google.com/", "newsletter", null, null],
  ["gclid=abc", null, "Google Ads", "cpc", null],
  ["fbclid=abc", "https://l.facebook.com/", "Facebook", "cpc", null],
  ["msclkid=1", null, "Microsoft Ads", "cpc", null],
  ["ttclid=1", null, "TikTok", "cpc", null],
  ["li_fat_id=1", null, "LinkedIn", "cpc", null],
  ["yclid=1&utm_campaign=ru", null, "Yandex Direct", "cpc", "ru"],
  ["", "https://www.google.co.in/search?q=onions", "Google", "organic", null],
  ["", "https://www.bing.com/", "Bing", "organic", null],
  ["", "https://yandex.ru/search/?text=лук", "Yandex", "organic", null],
  ["", "https://duckduckgo.com/", "DuckDuckGo", "organic", null],
  ["", "https://www.baidu.com/s?wd=x", "Baidu", "organic", null],
  ["", "https://search.naver.com/", "Naver", "organic", null],
  ["", "https://search.yahoo.co.jp/", "Yahoo", "organic", null],
  ["", "https://www.ecosia.org/", "Ecosia", "organic", null],
  ["", "https://www.tradeindia.com/suppliers/onions?x=1", "tradeindia.com", "referral", null],
  ["", null, "Direct", null, null],
  ["utm_source=%E2%80%8B%20", null, "Direct", null, null],
])("%s from %s is %s", (query, referrer, source, medium, campaign) => {
  expect(of(query, referrer)).toEqual({ source, medium, campaign });
});

test("a referring host is its host name only, lower case, without www.", () => {
  expect(referringHost("https://WWW.Example.com:8443/a/b?c=d#e")).toBe("example.com");
  expect(referringHost("not a url at all")).toBe(null);
  expect(referringHost("")).toBe(null);
});

test("a host that merely contains an engine's name is a referring site", () => {
  expect(of("", "https://google.example.net/").source).toBe("google.example.net");
  expect(of("", "https://notbing.com/").source).toBe("notbing.com");
});

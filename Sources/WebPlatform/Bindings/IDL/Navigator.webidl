// Navigator, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object), with the
// members of its mixins (NavigatorID, NavigatorLanguage, NavigatorOnLine, NavigatorCookies,
// NavigatorConcurrentHardware, NavigatorPlugins), of WebDriver's NavigatorAutomationInformation,
// Pointer Events' maxTouchPoints and Beacon's sendBeacon, declared here in the order of the
// prototype's properties. The values are the model's NavigatorProfile's (the Safari the runtime
// stands for). Hand-written ([Custom], Window/NavigatorBinding.swift): languages (one frozen
// array per world) and sendBeacon (its BodyInit union, recorded). iOS's standalone is
// NavigatorBinding.iOSMembers, installed only for a profile that has it.

[Exposed=Window]
interface Navigator {
  [ImplementedAs="profile.userAgent"] readonly attribute DOMString userAgent;
  [ImplementedAs="profile.appVersion"] readonly attribute DOMString appVersion;
  [ImplementedAs="profile.platform"] readonly attribute DOMString platform;
  [ImplementedAs="profile.vendor"] readonly attribute DOMString vendor;
  [ImplementedAs="profile.vendorSub"] readonly attribute DOMString vendorSub;
  [ImplementedAs="profile.product"] readonly attribute DOMString product;
  [ImplementedAs="profile.productSub"] readonly attribute DOMString productSub;
  [ImplementedAs="profile.appName"] readonly attribute DOMString appName;
  [ImplementedAs="profile.appCodeName"] readonly attribute DOMString appCodeName;
  [ImplementedAs="profile.language"] readonly attribute DOMString language;
  [Custom] readonly attribute FrozenArray<DOMString> languages;
  [ImplementedAs="profile.cookieEnabled"] readonly attribute boolean cookieEnabled;
  [ImplementedAs="profile.onLine"] readonly attribute boolean onLine;
  [ImplementedAs="profile.hardwareConcurrency"] readonly attribute unsigned long long hardwareConcurrency;
  [ImplementedAs="profile.maxTouchPoints"] readonly attribute long maxTouchPoints;
  [ImplementedAs="profile.webdriver"] readonly attribute boolean webdriver;
  [ImplementedAs="profile.pdfViewerEnabled"] readonly attribute boolean pdfViewerEnabled;
  boolean javaEnabled();
  [Custom] boolean sendBeacon(USVString url, optional BodyInit? data = null);
};

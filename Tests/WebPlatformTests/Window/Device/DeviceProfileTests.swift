import Testing

@testable import WebPlatform

@Suite("DeviceProfile")
struct DeviceProfileTests {
  @Test func iPhoneDefaults() {
    let profile = DeviceProfile.iPhone
    #expect(profile.viewport.width == 393)
    #expect(profile.viewport.height == 852)
    #expect(profile.viewport.devicePixelRatio == 3)
    #expect(profile.viewport.screen.width == 393)
    #expect(profile.viewport.screen.availHeight == 852)
    #expect(profile.viewport.screen.colorDepth == 24)
    #expect(profile.viewport.screen.orientation == .portraitPrimary)
    #expect(profile.viewport.pointer == .coarse)
    #expect(profile.viewport.hover == .none)
    #expect(profile.viewport.colorBits == 8)
    #expect(profile.navigator.maxTouchPoints == 5)
    #expect(profile.navigator.platform == "iPhone")
    #expect(profile.navigator.vendor == "Apple Computer, Inc.")
    #expect(profile.navigator.languages == ["en-US"])
    #expect(profile.navigator.onLine)
    #expect(!profile.navigator.webdriver)
    #expect(profile.navigator.standalone == false)
    #expect(
      profile.navigator.userAgent
        == "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 "
        + "(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")
    #expect(profile.navigator.appVersion.hasPrefix("5.0 (iPhone;"))
  }

  @Test func macProfile() {
    let profile = DeviceProfile.mac
    #expect(profile.navigator.platform == "MacIntel")
    #expect(profile.navigator.maxTouchPoints == 0)
    #expect(profile.navigator.standalone == nil)
    #expect(profile.navigator.userAgent.contains("Macintosh; Intel Mac OS X 10_15_7"))
    #expect(profile.viewport.hover == .hover)
    #expect(profile.viewport.pointer == .fine)
    #expect(profile.viewport.screen.orientation == .landscapePrimary)
  }

  @Test func lookupByName() {
    #expect(DeviceProfile.named("iOS") == .iPhone)
    #expect(DeviceProfile.named("macos") == .mac)
    #expect(DeviceProfile.named("android") == nil)
  }
}

@Suite("ScrollPosition")
struct ScrollPositionTests {
  @Test func clampsToTheScrollableArea() {
    let scroll = ScrollPosition(viewport: .iPhone, documentWidth: 393, documentHeight: 2000)
    #expect(scroll.maxY == 2000 - 852)
    #expect(scroll.scrollTo(x: 50, y: 300))
    #expect(scroll.x == 0 && scroll.y == 300)
    #expect(!scroll.scrollTo(x: 0, y: 300))
    scroll.scrollTo(y: 10_000)
    #expect(scroll.y == 1148)
    scroll.scrollBy(y: -2_000)
    #expect(scroll.y == 0)
    scroll.scrollTo(x: .nan, y: .infinity)
    #expect(scroll.x == 0 && scroll.y == 0)
    scroll.scrollTo(y: 500)
    scroll.setDocumentSize(width: 393, height: 1000)
    #expect(scroll.y == 148)
  }

  @Test func nothingScrollsByDefault() {
    let scroll = ScrollPosition(viewport: .iPhone)
    #expect(!scroll.scrollTo(x: 10, y: 10))
    #expect(scroll.maxX == 0 && scroll.maxY == 0)
  }
}

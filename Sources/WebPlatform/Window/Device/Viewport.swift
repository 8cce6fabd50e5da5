/// Everything about the display a page sees: the layout viewport (`innerWidth`,
/// `innerHeight`), the screen (`screen.*`), the pixel ratio, and the capabilities and user
/// preferences that media queries test. There is no layout engine, so these are configuration,
/// not measurements.
///
/// https://drafts.csswg.org/cssom-view/#the-screen-interface
public struct Viewport: Equatable, Sendable {
  /// A screen orientation type. https://w3c.github.io/screen-orientation/#dom-orientationtype
  public enum OrientationType: String, Sendable, CaseIterable {
    case portraitPrimary = "portrait-primary"
    case portraitSecondary = "portrait-secondary"
    case landscapePrimary = "landscape-primary"
    case landscapeSecondary = "landscape-secondary"
  }

  /// The `Screen` values. https://drafts.csswg.org/cssom-view/#the-screen-interface
  public struct Screen: Equatable, Sendable {
    /// `screen.width` in CSS pixels.
    public var width: Double
    /// `screen.height` in CSS pixels.
    public var height: Double
    /// `screen.availWidth`.
    public var availWidth: Double
    /// `screen.availHeight`.
    public var availHeight: Double
    /// `screen.availLeft` (WebKit extension).
    public var availLeft: Double = 0
    /// `screen.availTop` (WebKit extension).
    public var availTop: Double = 0
    /// `screen.colorDepth`.
    public var colorDepth: Int = 24
    /// `screen.pixelDepth`.
    public var pixelDepth: Int = 24
    /// `screen.orientation.type`.
    public var orientation: OrientationType = .portraitPrimary
    /// `screen.orientation.angle` (also iOS's legacy `window.orientation`).
    public var orientationAngle: Int = 0

    /// Makes screen metrics; the available area defaults to the whole screen.
    public init(
      width: Double, height: Double, availWidth: Double? = nil, availHeight: Double? = nil,
      colorDepth: Int = 24, orientation: OrientationType = .portraitPrimary,
      orientationAngle: Int = 0
    ) {
      self.width = width
      self.height = height
      self.availWidth = availWidth ?? width
      self.availHeight = availHeight ?? height
      self.colorDepth = colorDepth
      self.pixelDepth = colorDepth
      self.orientation = orientation
      self.orientationAngle = orientationAngle
    }
  }

  /// How precise a pointing device is. https://drafts.csswg.org/mediaqueries-4/#pointer
  public enum Pointer: String, Sendable, CaseIterable {
    case none, coarse, fine
  }

  /// Whether a pointing device can hover. https://drafts.csswg.org/mediaqueries-4/#hover
  public enum Hover: String, Sendable, CaseIterable {
    case none, hover
  }

  /// The `prefers-color-scheme` value.
  ///
  /// https://drafts.csswg.org/mediaqueries-5/#prefers-color-scheme
  public enum ColorScheme: String, Sendable, CaseIterable {
    case light, dark
  }

  /// The `prefers-contrast` value. https://drafts.csswg.org/mediaqueries-5/#prefers-contrast
  public enum Contrast: String, Sendable, CaseIterable {
    case noPreference = "no-preference"
    case more, less, custom
  }

  /// The `color-gamut` the display covers. https://drafts.csswg.org/mediaqueries-4/#color-gamut
  public enum ColorGamut: String, Sendable, CaseIterable {
    case srgb, p3, rec2020
  }

  /// The `dynamic-range` value. https://drafts.csswg.org/mediaqueries-5/#dynamic-range
  public enum DynamicRange: String, Sendable, CaseIterable {
    case standard, high
  }

  /// The `display-mode` value. https://drafts.csswg.org/mediaqueries-5/#display-mode
  public enum DisplayMode: String, Sendable, CaseIterable {
    case browser, fullscreen, standalone
    case minimalUI = "minimal-ui"
    case pictureInPicture = "picture-in-picture"
  }

  /// The layout viewport width in CSS pixels (`innerWidth`, the `width` media feature).
  public var width: Double
  /// The layout viewport height in CSS pixels (`innerHeight`, the `height` media feature).
  public var height: Double
  /// `outerWidth`.
  public var outerWidth: Double
  /// `outerHeight`.
  public var outerHeight: Double
  /// `devicePixelRatio` (the `resolution` media feature, in dppx).
  public var devicePixelRatio: Double
  /// The screen.
  public var screen: Screen
  /// The primary pointing device (`pointer`).
  public var pointer: Pointer
  /// Every pointing device (`any-pointer`).
  public var anyPointer: Set<Pointer>
  /// Whether the primary pointing device hovers (`hover`).
  public var hover: Hover
  /// Every pointing device's hover capability (`any-hover`).
  public var anyHover: Set<Hover>
  /// `prefers-color-scheme` (default light).
  public var prefersColorScheme: ColorScheme = .light
  /// `prefers-reduced-motion: reduce`.
  public var prefersReducedMotion = false
  /// `prefers-reduced-transparency: reduce`.
  public var prefersReducedTransparency = false
  /// `prefers-contrast`.
  public var prefersContrast: Contrast = .noPreference
  /// `inverted-colors: inverted`.
  public var invertedColors = false
  /// `forced-colors: active`.
  public var forcedColors = false
  /// `color-gamut`.
  public var colorGamut: ColorGamut = .srgb
  /// `dynamic-range` (and `video-dynamic-range`).
  public var dynamicRange: DynamicRange = .standard
  /// `display-mode`.
  public var displayMode: DisplayMode = .browser

  /// Makes a viewport; the outer size defaults to the screen size.
  public init(
    width: Double, height: Double, devicePixelRatio: Double, screen: Screen,
    outerWidth: Double? = nil, outerHeight: Double? = nil, pointer: Pointer = .fine,
    anyPointer: Set<Pointer>? = nil, hover: Hover = .hover, anyHover: Set<Hover>? = nil
  ) {
    self.width = width
    self.height = height
    self.devicePixelRatio = devicePixelRatio
    self.screen = screen
    self.outerWidth = outerWidth ?? screen.width
    self.outerHeight = outerHeight ?? screen.height
    self.pointer = pointer
    self.anyPointer = anyPointer ?? [pointer]
    self.hover = hover
    self.anyHover = anyHover ?? [hover]
  }

  /// Bits per color component (`color`): a 24-bit screen has 8.
  public var colorBits: Int { screen.colorDepth / 3 }

  /// An iPhone 15-class phone in portrait: 393×852 CSS pixels at 3x, the viewport the size of
  /// the screen (Safari's real `innerHeight` is smaller while its toolbars show), a coarse
  /// pointer that cannot hover, a P3 display.
  public static let iPhone: Viewport = {
    var viewport = Viewport(
      width: 393, height: 852, devicePixelRatio: 3, screen: Screen(width: 393, height: 852),
      pointer: .coarse, hover: .none)
    viewport.colorGamut = .p3
    return viewport
  }()

  /// A Mac laptop: a 1440×900 screen at 2x (the menu bar takes 25 points), a Safari window of
  /// 1440×789, a fine pointer that hovers, a P3 display.
  public static let mac: Viewport = {
    var viewport = Viewport(
      width: 1440, height: 789, devicePixelRatio: 2,
      screen: Screen(
        width: 1440, height: 900, availWidth: 1440, availHeight: 875,
        orientation: .landscapePrimary),
      outerWidth: 1440, outerHeight: 875, pointer: .fine, hover: .hover)
    viewport.screen.availTop = 25
    viewport.colorGamut = .p3
    return viewport
  }()
}

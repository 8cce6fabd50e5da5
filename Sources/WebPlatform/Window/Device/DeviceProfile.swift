/// A device a run pretends to be: its display (``Viewport``) and its browser identity
/// (``NavigatorProfile``). ``iPhone`` is the default; ``mac`` is for a `--platform macos`
/// option.
public struct DeviceProfile: Equatable, Sendable {
  /// A short name (`iphone`, `mac`).
  public var name: String
  /// The display.
  public var viewport: Viewport
  /// The browser identity.
  public var navigator: NavigatorProfile

  /// Makes a profile.
  public init(name: String, viewport: Viewport, navigator: NavigatorProfile) {
    self.name = name
    self.viewport = viewport
    self.navigator = navigator
  }

  /// An iPhone 15-class phone running Safari 18.
  public static let iPhone = DeviceProfile(
    name: "iphone", viewport: .iPhone, navigator: .iOSSafari)

  /// A Mac running Safari 18.
  public static let mac = DeviceProfile(name: "mac", viewport: .mac, navigator: .macOSSafari)

  /// The profile for a platform name: `ios`/`iphone` or `macos`/`mac` (case-insensitive).
  public static func named(_ name: String) -> DeviceProfile? {
    switch name.lowercased() {
    case "ios", "iphone": .iPhone
    case "macos", "mac", "osx": .mac
    default: nil
    }
  }
}

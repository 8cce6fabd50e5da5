/// What a `MediaList` reads and writes: a sheet's media, a `@media` rule's query list or an
/// `@import`'s.
protocol MediaListOwner: AnyObject {
  /// The media query list as stored.
  var ownedMediaText: String { get set }
  /// Records a change of the media list.
  func mediaListDidChange()
}

/// Media query serialization for the CSSOM: a media query list's text as WebKit serializes
/// it (through ``MediaQuerySet``).
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
enum MediaQuerySerialization {
  /// `text` serialized as a media query list.
  static func serialize(_ text: String) -> String {
    MediaQuerySet(parsing: text).serialized
  }
}

/// The media queries of a sheet, a `@media` rule or an `@import` rule, live.
///
/// https://drafts.csswg.org/cssom/#the-medialist-interface
public final class MediaList {
  private weak var owner: (any MediaListOwner)?

  init(owner: any MediaListOwner) {
    self.owner = owner
  }

  /// `mediaText`: the serialized list; setting it replaces the list.
  ///
  /// https://drafts.csswg.org/cssom/#dom-medialist-mediatext
  public var mediaText: String {
    get { MediaQuerySerialization.serialize(owner?.ownedMediaText ?? "") }
    set {
      guard let owner else { return }
      owner.ownedMediaText = newValue.isEmpty ? "" : MediaQuerySerialization.serialize(newValue)
      owner.mediaListDidChange()
    }
  }

  /// The serialized queries, in order.
  public var media: [String] {
    let text = mediaText
    guard !text.isEmpty else { return [] }
    var items: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case "," where depth == 0:
        items.append(current.trimmingCSSWhitespace)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current.trimmingCSSWhitespace)
    return items
  }

  /// `length`. https://drafts.csswg.org/cssom/#dom-medialist-length
  public var length: Int { media.count }

  /// `item(index)`, or `nil` past the end. https://drafts.csswg.org/cssom/#dom-medialist-item
  public func item(_ index: Int) -> String? {
    let all = media
    return all.indices.contains(index) ? all[index] : nil
  }

  /// `appendMedium(medium)`: adds the query (WebKit adds it even when already listed).
  ///
  /// https://drafts.csswg.org/cssom/#dom-medialist-appendmedium
  public func appendMedium(_ medium: String) {
    let query = MediaQuerySerialization.serialize(medium)
    guard let owner, !query.isEmpty, !query.contains(",") else { return }
    var all = media
    all.append(query)
    owner.ownedMediaText = all.joined(separator: ", ")
    owner.mediaListDidChange()
  }

  /// `deleteMedium(medium)`: removes the first such query (as WebKit), or throws
  /// `NotFoundError` when none is listed.
  ///
  /// https://drafts.csswg.org/cssom/#dom-medialist-deletemedium
  public func deleteMedium(_ medium: String) throws(DOMException) {
    let query = MediaQuerySerialization.serialize(medium)
    var all = media
    guard let owner, let index = all.firstIndex(of: query) else {
      throw DOMException(.notFoundError, "The object can not be found here.")
    }
    all.remove(at: index)
    owner.ownedMediaText = all.joined(separator: ", ")
    owner.mediaListDidChange()
  }
}

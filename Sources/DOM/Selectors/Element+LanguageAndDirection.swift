// The language and directionality of an element, for `:lang()` and `:dir()`.

extension Element {
  /// The element's language: the nearest `xml:lang` or `lang` attribute on it or an ancestor;
  /// `nil` when none says (there is no `Content-Language` default here).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#language
  var languageTag: String? {
    var node: Element? = self
    while let element = node {
      for slot in element.attributeStorage where slot.name.localName == "lang" {
        if slot.name.namespace == .xml { return slot.value }
      }
      if element.isHTMLElement || element.namespace == .svg,
        let lang = element.attributeValue(localName: "lang")
      {
        return lang
      }
      node = element.parentElement
    }
    return nil
  }

  /// Whether the element's language matches one of `ranges` by extended filtering, where
  /// `*` matches any subtag and each range implicitly ends with `-*`.
  ///
  /// https://drafts.csswg.org/selectors-4/#the-lang-pseudo and
  /// https://www.rfc-editor.org/rfc/rfc4647#section-3.3.2
  func matchesLanguage(_ ranges: [String]) -> Bool {
    guard let tag = languageTag else { return false }
    return ranges.contains { Self.extendedFilter(range: $0, tag: tag) }
  }

  /// RFC 4647 extended filtering of one tag by one range, ASCII-case-insensitive.
  static func extendedFilter(range: String, tag: String) -> Bool {
    if range.isEmpty { return tag.isEmpty }
    let rangeParts = range.asciiLowercased().split(separator: "-", omittingEmptySubsequences: false)
    let tagParts = tag.asciiLowercased().split(separator: "-", omittingEmptySubsequences: false)
    // 1–2. The first subtags must match, or the range's be `*`.
    guard let rangeFirst = rangeParts.first, let tagFirst = tagParts.first, !tagFirst.isEmpty,
      rangeFirst == "*" || rangeFirst == tagFirst
    else { return false }
    var r = 1
    var t = 1
    // 3. Walk the remaining range subtags.
    while r < rangeParts.count {
      if rangeParts[r] == "*" {
        // A. Wildcards match anything.
        r += 1
      } else if t >= tagParts.count {
        // B. The tag ran out.
        return false
      } else if rangeParts[r] == tagParts[t] {
        // C. Matching subtags advance both.
        r += 1
        t += 1
      } else if tagParts[t].count == 1 {
        // D. A singleton in the tag stops the match.
        return false
      } else {
        // E. Otherwise skip the tag subtag.
        t += 1
      }
    }
    return true
  }

  /// The element's directionality from `dir` attributes, `ltr` by default. `dir=auto` (and
  /// `bdi` without `dir`) would look at the text; here it is treated as `ltr`.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#the-directionality
  var directionality: String {
    var node: Element? = self
    while let element = node {
      if element.isHTMLElement {
        switch element.attributeValue(localName: "dir")?.asciiLowercased() {
        case "ltr": return "ltr"
        case "rtl": return "rtl"
        case "auto": return "ltr"
        default:
          if element.isHTML("bdi") { return "ltr" }
          if element.isHTML("input") && element.inputTypeState == "tel" { return "ltr" }
        }
      }
      node = element.parentElement
    }
    return "ltr"
  }
}

import DOM

/// What `getComputedStyle(element, pseudoElement)` returns: a read-only, live declaration of
/// the element's computed values (``UserAgentStyle``: inline style over user-agent defaults,
/// with inheritance, **no style sheet cascade**), with the values that come from the layout
/// (`width`, `height`, `inline-size`, `block-size`, `transform-origin`, `perspective-origin`,
/// margins in layout units) resolved from the ``LayoutEstimate`` for rendered boxes.
///
/// It lists WebKit 2.50's 412 properties in WebKit's order (``ComputedStyleProperties``), then
/// the custom properties that apply; `getPropertyValue` also answers the shorthands and legacy
/// aliases WebKit answers (``UserAgentStyle/computedValue(_:of:)``). Fixtures
/// `computed-style/*`.
///
/// An element outside the document has no computed style (every value is the empty string,
/// `length` 0, as in WebKit); `::before`/`::after` give the values of a box with no content
/// (`content: none`, inherited properties from the element); `::marker`, `::first-line`,
/// `::first-letter`, `::selection` and `::backdrop` the same with `content: normal`
/// (`::backdrop` is a block); a pseudo-element string without a leading colon, or one WebKit
/// falls back on the element for (`::placeholder`…), gives the element's; another
/// pseudo-element gives an empty declaration.
///
/// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
public final class ComputedStyleDeclaration {
  /// Which box the declaration describes.
  public enum Target: Equatable, Sendable {
    /// The element itself.
    case element
    /// The `::before` or `::after` pseudo-element.
    case generatedContent
    /// A pseudo-element with no generated content (`::marker`, `::first-line`…); `block` for
    /// `::backdrop`.
    case pseudoElement(block: Bool)
    /// An unsupported pseudo-element: nothing.
    case none
  }

  /// The element.
  public let element: Element
  /// The box described.
  public let target: Target
  unowned(unsafe) let window: Window

  init(element: Element, pseudoElement: String?, window: Window) {
    self.element = element
    self.window = window
    target = Self.target(pseudoElement?.asciiLowercased())
  }

  /// What a `pseudoElement` argument (lowercased) selects, as WebKit 2.50 reads it (fixture
  /// `computed-style/misc`).
  private static func target(_ pseudoElement: String?) -> Target {
    guard let name = pseudoElement, name.hasPrefix(":") else { return .element }
    switch name {
    case "::before", "::after", ":before", ":after": return .generatedContent
    case "::marker", "::first-line", "::first-letter", "::selection", ":first-line",
      ":first-letter":
      return .pseudoElement(block: false)
    case "::backdrop": return .pseudoElement(block: true)
    case "::placeholder", "::file-selector-button", "::-webkit-file-upload-button": return .element
    default: return .none
    }
  }

  /// Whether any value is available: the element is in the window's document and the
  /// pseudo-element is supported.
  var isComputed: Bool {
    target != .none && element.isConnected && element.ownerDocument === window.document
  }

  /// The properties listed (`length`, `item(i)`): WebKit's, then the custom properties that
  /// apply.
  public var properties: [String] {
    guard isComputed else { return [] }
    return UserAgentStyle.computedProperties
      + window.computedStyleCache.customPropertyNames(of: element)
  }

  /// `length`. https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-length
  public var length: Int {
    guard isComputed else { return 0 }
    return UserAgentStyle.computedProperties.count
      + window.computedStyleCache.customPropertyNames(of: element).count
  }

  /// `item(index)`: the property name, or "" out of range.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-item
  public func item(_ index: Int) -> String {
    guard isComputed, index >= 0 else { return "" }
    let listed = UserAgentStyle.computedProperties
    if index < listed.count { return listed[index] }
    let custom = window.computedStyleCache.customPropertyNames(of: element)
    return custom.indices.contains(index - listed.count) ? custom[index - listed.count] : ""
  }

  /// `getPropertyValue(property)`: the computed value, or "" for properties not computed.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
  public func getPropertyValue(_ property: String) -> String {
    guard isComputed else { return "" }
    if property.hasPrefix("--") {
      return window.computedStyleCache.computedValue(property, of: element) ?? ""
    }
    let name = UserAgentStyle.computedPropertyName(property)
    switch target {
    case .element: break
    case .generatedContent, .pseudoElement:
      return pseudoElementValue(name)
    case .none: return ""
    }
    if let value = layoutValue(name) { return value }
    return window.computedStyleCache.computedValue(name, of: element) ?? ""
  }

  /// The value for a `CSSStyleDeclaration` attribute name (`fontSize`, `cssFloat`,
  /// `font-size`, `webkitTransform`), or `nil` when the name is not one a computed style
  /// answers.
  public func value(forAttributeName name: String) -> String? {
    Self.property(forAttributeName: name).map(getPropertyValue)
  }

  /// The property an attribute name of a computed style stands for: the names of
  /// ``UserAgentStyle/property(forAttributeName:)``, and the camel-cased and dashed forms of
  /// every name a computed style answers.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel_cased_attribute
  public static func property(forAttributeName name: String) -> String? {
    if let property = UserAgentStyle.property(forAttributeName: name) { return property }
    if name.contains("-") {
      guard name == name.asciiLowercased(), !name.hasPrefix("--"),
        UserAgentStyle.isComputedStyleName(name)
      else { return nil }
      return name
    }
    var dashed = ""
    for scalar in name.unicodeScalars {
      if scalar >= "A" && scalar <= "Z" {
        dashed += "-" + String(scalar).asciiLowercased()
      } else {
        dashed.unicodeScalars.append(scalar)
      }
    }
    if dashed.hasPrefix("webkit-") || dashed.hasPrefix("epub-") { dashed = "-" + dashed }
    return UserAgentStyle.isComputedStyleName(dashed) ? dashed : nil
  }

  // MARK: - Pseudo-elements

  /// A value of a pseudo-element box: `content` as its kind has it, `display` inline (block
  /// for `::backdrop`), inherited properties from the element, the rest initial.
  private func pseudoElementValue(_ name: String) -> String {
    switch (name, target) {
    case ("content", .generatedContent): return "none"
    case ("content", _): return "normal"
    case ("display", .pseudoElement(block: true)): return "block"
    case ("display", _): return "inline"
    default: break
    }
    if UserAgentStyle.inheritedProperties.contains(name) {
      return window.computedStyleCache.computedValue(name, of: element) ?? ""
    }
    if let initial = UserAgentStyle.initialValues[name] {
      switch initial {
      case "currentcolor":
        return window.computedStyleCache.computedValue("color", of: element) ?? ""
      case "medium": return "0px"
      default: return initial
      }
    }
    return window.computedStyleCache.computedValue(name, of: element) ?? ""
  }

  // MARK: - Layout values

  /// The values that come from the layout (`nil` for the others): sizes, origins, margins.
  ///
  /// https://drafts.csswg.org/cssom/#resolved-value
  private func layoutValue(_ name: String) -> String? {
    switch name {
    case "width", "height": return resolvedSize(name)
    case "inline-size", "block-size":
      return resolvedSize(name == "inline-size" ? "width" : "height")
    case "transform-origin", "perspective-origin": return resolvedOrigin(name)
    case "margin-top", "margin-right", "margin-bottom", "margin-left":
      return resolvedMargin(name)
    case "margin-block-start", "margin-block-end", "margin-inline-start", "margin-inline-end":
      let physical =
        [
          "margin-block-start": "margin-top", "margin-block-end": "margin-bottom",
          "margin-inline-start": "margin-left", "margin-inline-end": "margin-right",
        ][name]
      guard let physical,
        window.computedStyleCache.computedValue("writing-mode", of: element) == "horizontal-tb",
        window.computedStyleCache.computedValue("direction", of: element) == "ltr"
      else { return nil }
      return resolvedMargin(physical)
    case "margin", "margin-block", "margin-inline":
      guard window.layout.box(for: element).map({ !$0.isInline }) == true else { return nil }
      let sides: [String] =
        name == "margin"
        ? ["margin-top", "margin-right", "margin-bottom", "margin-left"]
        : name == "margin-block"
          ? ["margin-top", "margin-bottom"] : ["margin-left", "margin-right"]
      let values = sides.map { resolvedMargin($0) ?? "" }
      if values.count == 2 {
        return values[0] == values[1] ? values[0] : values.joined(separator: " ")
      }
      return UserAgentStyle.shorthandValue(values)
    default: return nil
    }
  }

  /// A margin of a rendered block box in layout units (1/64 px, rounded down, as WebKit's
  /// used margins: `0.67em` of 32px is `21.4375px`); the computed value for other boxes.
  private func resolvedMargin(_ name: String) -> String? {
    let computed = window.computedStyleCache.computedValue(name, of: element) ?? ""
    guard let box = window.layout.box(for: element), !box.isInline else { return computed }
    // An `auto` margin is used as 0 here (a centred box's share of the free space is not
    // estimated).
    if computed == "auto" { return "0px" }
    guard let pixels = UserAgentStyle.pixels(computed) else { return computed }
    return UserAgentStyle.singlePrecisionPixels((pixels * 64).rounded(.down) / 64)
  }

  /// `width`/`height`: the content size of a rendered block box, in pixels; otherwise the
  /// computed value (`auto`).
  ///
  /// https://drafts.csswg.org/cssom/#resolved-value
  private func resolvedSize(_ name: String) -> String {
    let computed = window.computedStyleCache.computedValue(name, of: element) ?? ""
    guard let box = window.layout.box(for: element), !box.isInline else { return computed }
    let style = UserAgentStyle.layoutStyle(
      of: element, parentFontSize: element.parentElement.map(UserAgentStyle.fontSize(of:)) ?? 16,
      parentPreformatted: false)
    let size: Double
    if name == "width" {
      size = box.width - style.padding[1] - style.padding[3] - box.border[1] - box.border[3]
    } else {
      size = box.height - style.padding[0] - style.padding[2] - box.border[0] - box.border[2]
    }
    return UserAgentStyle.pixelString(max(0, size))
  }

  /// `transform-origin`/`perspective-origin` of a rendered box: the percentages of the
  /// computed value resolved against its border box (`0px 0px` for an inline box); the
  /// computed value (`50% 50%`) for an element without a box.
  private func resolvedOrigin(_ name: String) -> String {
    let computed = window.computedStyleCache.computedValue(name, of: element) ?? ""
    guard let box = window.layout.box(for: element) else { return computed }
    if box.isInline { return "0px 0px" }
    let parts = computed.split(separator: " ").map(String.init)
    let sizes = [box.width, box.height]
    let resolved = parts.enumerated().map { index, part -> String in
      guard index < 2, part.hasSuffix("%"), let percent = Double(part.dropLast()) else {
        return part
      }
      return UserAgentStyle.pixelString(sizes[index] * percent / 100)
    }
    return resolved.joined(separator: " ")
  }
}

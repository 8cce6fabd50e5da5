/// An element's `data-*` attributes as a map of camel-cased names (`data-foo-bar` ↔ `fooBar`),
/// live over the attributes: nothing is stored here.
///
/// https://html.spec.whatwg.org/multipage/dom.html#domstringmap
public final class DOMStringMap {
  /// The element whose `data-*` attributes this map shows.
  public let element: Element

  init(element: Element) { self.element = element }

  // MARK: - Public API

  /// The name-value pairs: one per `data-*` attribute without ASCII upper alphas, in
  /// attribute order, named by the camel-cased rest of the attribute name.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs
  public var namedValues: [(name: String, value: String)] {
    var pairs: [(name: String, value: String)] = []
    for slot in element.attributeStorage {
      let (name, value) = (slot.name, slot.value)
      let qualifiedName = name.qualifiedName
      // 1–2. `data-` followed by no ASCII upper alpha.
      guard qualifiedName.hasPrefix("data-"),
        !qualifiedName.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A })
      else { continue }
      // 3. Drop `data-` and camel-case each `-` + ASCII lower alpha.
      pairs.append((DOMStringMap.camelCased(qualifiedName.dropFirst(5)), value))
    }
    return pairs
  }

  /// The supported property names, in attribute order.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#the-domstringmap-interface
  public var supportedPropertyNames: [String] { namedValues.map(\.name) }

  /// The value of the `data-*` attribute named by `name` (`fooBar` → `data-foo-bar`), or
  /// `nil` when `name` is not a supported property name.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-nameditem
  public func value(of name: String) -> String? {
    namedValues.first { $0.name == name }?.value
  }

  /// Sets the `data-*` attribute named by `name`. Throws `SyntaxError` when `name` has a `-`
  /// followed by an ASCII lower alpha, and `InvalidCharacterError` when the attribute name is
  /// not a valid one.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem
  public func setValue(_ value: String, for name: String) throws(DOMException) {
    // 1. A `-` before an ASCII lower alpha cannot come from camel case.
    let scalars = Array(name.unicodeScalars)
    for index in scalars.indices.dropLast()
    where scalars[index] == "-" && ("a"..."z").contains(scalars[index + 1]) {
      throw DOMException(
        .syntaxError, "'\(name)' has a '-' followed by a lowercase ASCII letter.")
    }
    // 2–3. Kebab-case it and prepend `data-`.
    let attributeName = DOMStringMap.attributeName(for: name)
    // 4. The result must be a valid attribute local name.
    guard NameValidation.isValidAttributeLocalName(Substring(attributeName)) else {
      throw DOMException(
        .invalidCharacterError, "'\(attributeName)' is not a valid attribute name.")
    }
    // 5. Set the attribute.
    element.setAttributeValue(localName: attributeName, value)
  }

  /// Removes the `data-*` attribute named by `name`; returns whether `name` was a supported
  /// property name (the Web IDL deleter runs only then).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-removeitem
  @discardableResult
  public func deleteValue(for name: String) -> Bool {
    guard supportedPropertyNames.contains(name) else { return false }
    // 1–3. Kebab-case, prepend `data-`, remove by name.
    element.removeAttribute(DOMStringMap.attributeName(for: name))
    return true
  }

  // MARK: - Name conversion

  /// `fooBar` → `data-foo-bar`: each ASCII upper alpha becomes `-` and its lowercase.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem (steps 2–3)
  public static func attributeName(for name: String) -> String {
    var result = "data-"
    for scalar in name.unicodeScalars {
      if ("A"..."Z").contains(scalar) {
        result += "-"
        result.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `foo-bar` → `fooBar`: each `-` followed by an ASCII lower alpha becomes that letter
  /// uppercased.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs (step 3)
  static func camelCased(_ name: Substring) -> String {
    let scalars = Array(name.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "-", index + 1 < scalars.count, ("a"..."z").contains(scalars[index + 1]) {
        result.append(Unicode.Scalar(scalars[index + 1].value - 0x20) ?? scalars[index + 1])
        index += 2
      } else {
        result.append(scalar)
        index += 1
      }
    }
    return String(result)
  }
}

extension Element {
  /// The `data-*` attributes as a map; the same object while anyone holds it.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-dataset
  public var dataset: DOMStringMap {
    let rare = ensureRareData()
    if let map = rare.dataset { return map }
    let map = DOMStringMap(element: self)
    rare.dataset = map
    return map
  }
}

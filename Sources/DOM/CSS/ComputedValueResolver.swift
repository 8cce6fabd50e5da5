/// Resolves computed longhand values (``UserAgentStyle``) with an explicit work list instead
/// of recursion.
///
/// A computed value can depend on the parent's (inheritance, `font-size`, `font-weight`,
/// `currentcolor` on `color`) and on other properties of the same element (lengths in `em`
/// on `font-size`, border widths on border styles). Asked for a value, the resolver tries it;
/// when a value it depends on is not known yet, that one is put on the work list first, and the
/// value is tried again once it is. Each (element, property) is computed once per resolver, so
/// resolving on an element `d` levels deep takes O(d) time and no stack depth: a script can
/// nest elements 100,000 deep, which overflowed the stack when this walked up recursively.
///
/// https://drafts.csswg.org/css-cascade/#computed
struct ComputedValueResolver {
  private struct Key: Hashable {
    let element: ObjectIdentifier
    let property: String
  }

  private var values: [Key: String] = [:]

  /// The computed value of the longhand `property` for `element`.
  mutating func value(_ property: String, of element: Element) -> String {
    let wanted = Key(element: ObjectIdentifier(element), property: property)
    // Each entry keeps its element alive while the key names it.
    var work: [(property: String, element: Element)] = [(property, element)]
    // The dependencies form no cycle (an element's value depends on its parent's, or on a
    // property of its own that depends on neither this one nor a later one), so every entry
    // is resolved after at most a few tries; the bound only guards against a mistake there.
    var triesLeft = 16 * (element.ancestorCount + 2)
    while let (property, element) = work.last, triesLeft > 0 {
      triesLeft -= 1
      let key = Key(element: ObjectIdentifier(element), property: property)
      if values[key] != nil {
        work.removeLast()
        continue
      }
      var missing: [(property: String, element: Element)] = []
      let result = UserAgentStyle.resolve(property, of: element) { dependency, owner in
        if let value = values[Key(element: ObjectIdentifier(owner), property: dependency)] {
          return value
        }
        missing.append((dependency, owner))
        return nil
      }
      if let result {
        values[key] = result
        work.removeLast()
      } else {
        work.append(contentsOf: missing)
      }
    }
    return values[wanted] ?? UserAgentStyle.initialValues[property] ?? ""
  }
}

extension Element {
  /// The number of ancestor elements.
  fileprivate var ancestorCount: Int {
    var count = 0
    var current = parentElementForStyle
    while let element = current {
      count += 1
      current = element.parentElementForStyle
    }
    return count
  }
}

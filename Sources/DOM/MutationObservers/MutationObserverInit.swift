/// What a `MutationObserver` watches. A `nil` member is "not present", which the standard
/// tells apart from `false`.
///
/// https://dom.spec.whatwg.org/#dictdef-mutationobserverinit
public struct MutationObserverInit: Sendable, Equatable {
  /// Changes to the children. https://dom.spec.whatwg.org/#dom-mutationobserverinit-childlist
  public var childList: Bool
  /// Attribute changes. https://dom.spec.whatwg.org/#dom-mutationobserverinit-attributes
  public var attributes: Bool?
  /// Character data changes. https://dom.spec.whatwg.org/#dom-mutationobserverinit-characterdata
  public var characterData: Bool?
  /// Also the target's descendants. https://dom.spec.whatwg.org/#dom-mutationobserverinit-subtree
  public var subtree: Bool
  /// Record attributes' old values.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserverinit-attributeoldvalue
  public var attributeOldValue: Bool?
  /// Record character data's old values.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserverinit-characterdataoldvalue
  public var characterDataOldValue: Bool?
  /// Only these attribute local names (and only attributes in no namespace).
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserverinit-attributefilter
  public var attributeFilter: [String]?

  /// Makes options.
  public init(
    childList: Bool = false, attributes: Bool? = nil, characterData: Bool? = nil,
    subtree: Bool = false, attributeOldValue: Bool? = nil, characterDataOldValue: Bool? = nil,
    attributeFilter: [String]? = nil
  ) {
    self.childList = childList
    self.attributes = attributes
    self.characterData = characterData
    self.subtree = subtree
    self.attributeOldValue = attributeOldValue
    self.characterDataOldValue = characterDataOldValue
    self.attributeFilter = attributeFilter
  }
}

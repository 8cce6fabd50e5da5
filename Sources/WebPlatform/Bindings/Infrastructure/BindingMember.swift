import JSCore

/// One row of an interface's member table: an operation, an attribute or a constant. A row is
/// glue only: convert the arguments, call the model, convert the result.
///
/// https://webidl.spec.whatwg.org/#idl-members
public struct BindingMember: Sendable {
  /// What kind of member.
  public enum Kind: Sendable {
    /// A regular operation (a method).
    case operation(length: Int, body: @Sendable (BindingCall) throws -> JSReturn)
    /// An attribute: a getter and, unless read-only, a setter receiving the value as argument 0.
    case attribute(
      get: @Sendable (BindingCall) throws -> JSReturn,
      set: (@Sendable (BindingCall) throws -> Void)?)
    /// A constant (`const unsigned short ELEMENT_NODE = 1`).
    case constant(Double)
    /// A plain data property holding a value made once per world (for example
    /// `Symbol.iterator` aliases are set up by name instead; this is for values).
    case value(@Sendable (World) throws -> JSValue)
  }

  /// The property name.
  public let name: String
  /// The member.
  public let kind: Kind
  /// Whether the property is enumerable (Web IDL: attributes and operations are; constants
  /// are not… they are enumerable too, but not writable).
  public let enumerable: Bool
  /// For a read-only attribute whose value does not change for a given object: the getter
  /// keeps each object's value on the JavaScript side after the first read, and later reads
  /// do not cross into Swift (nil: every read crosses).
  public let remembered: Remembered?

  /// When a read-only attribute's value stays the same for a given object.
  public enum Remembered: Int, Sendable {
    /// Always (`nodeType`, `localName`, `namespaceURI`; and every `[SameObject]` attribute,
    /// such as `childNodes`, `attributes` or `style`, whose getter answers the same object
    /// every time).
    case forLife = 1
    /// While every document scripts have reached is of the world's document's kind (HTML or
    /// XML): `nodeName` and `tagName` of an HTML element are upper-cased in an HTML document
    /// only, so moving it into a document of the other kind changes them. A world stops
    /// remembering these for good once it wraps a node of a document of the other kind.
    case whileDocumentsAreOneKind = 2
  }

  /// Declares a member.
  public init(
    name: String, kind: Kind, enumerable: Bool = true, remembered: Remembered? = nil
  ) {
    self.name = name
    self.kind = kind
    self.enumerable = enumerable
    self.remembered = remembered
  }

  /// An operation `name` taking `length` required arguments.
  public static func operation(
    _ name: String, length: Int = 0,
    _ body: @escaping @Sendable (BindingCall) throws -> JSReturn
  ) -> BindingMember {
    BindingMember(name: name, kind: .operation(length: length, body: body))
  }

  /// A read-only attribute.
  public static func readonly(
    _ name: String, _ get: @escaping @Sendable (BindingCall) throws -> JSReturn
  ) -> BindingMember {
    BindingMember(name: name, kind: .attribute(get: get, set: nil))
  }

  /// A read-only attribute whose value does not change for a given object (see
  /// ``Remembered``; a string, number, boolean or null: never `undefined`): its getter
  /// remembers each object's value on the JavaScript side after the first read. A crossing
  /// into Swift costs hundreds of nanoseconds; a remembered read, tens.
  public static func remembered(
    _ name: String, _ when: Remembered = .forLife,
    _ get: @escaping @Sendable (BindingCall) throws -> JSReturn
  ) -> BindingMember {
    BindingMember(name: name, kind: .attribute(get: get, set: nil), remembered: when)
  }

  /// A read-write attribute; the setter gets the new value as argument 0. `remembered`
  /// for one whose getter answers the same object every time (a `[SameObject]` attribute with
  /// `[PutForwards]`, such as `style`): see ``Remembered``.
  public static func attribute(
    _ name: String, remembered: Remembered? = nil,
    get: @escaping @Sendable (BindingCall) throws -> JSReturn,
    set: @escaping @Sendable (BindingCall) throws -> Void
  ) -> BindingMember {
    BindingMember(name: name, kind: .attribute(get: get, set: set), remembered: remembered)
  }

  /// A constant.
  public static func constant(_ name: String, _ value: Double) -> BindingMember {
    BindingMember(name: name, kind: .constant(value))
  }
}

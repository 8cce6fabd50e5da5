#!/usr/bin/env python3
"""Generates binding member tables from the Web IDL files in Sources/WebPlatform/Bindings/IDL.

The `.webidl` files declare interfaces, interface mixins, `includes` statements, dictionaries
and enums as the standards write them (keeping the members actionjs implements, in the order
of the prototype's properties); all files are read together, so a mixin or dictionary may be
used from another file. For each interface this script writes
`Sources/WebPlatform/Bindings/Generated/XBinding+Generated.swift` with
`extension XBinding { static let generatedMembers: [BindingMember] }`: one row per attribute,
operation and constant, in IDL order, with the argument conversions, the arity check,
`length`, the model call and the result conversion the IDL says; then the rows of the mixins
the interface includes, in the order of its `includes` statements, made for the interface (Web
IDL copies a mixin's members onto each including interface, so `this` must be one of its
objects: Element.prototype.before.call(aComment) is a TypeError). The hand-written
`XBinding.swift` keeps the definition (name, parent, exposure, constructor) and the rows marked
[Custom].

Usage: Scripts/generate-bindings.py [--check | --describe]
  --check     write nothing; exit 1 (listing them) when a generated file is missing or differs
              (Tests/WebPlatformTests/Bindings/GeneratedBindingsTests runs this)
  --describe  write nothing; print as JSON what the IDL says of each interface (its operations'
              `length`, its attributes and whether they are read-only, its reflected
              attributes, mixins' members and [Custom] rows included; whether it is [Global],
              its members then on the global object, or [LegacyNoInterfaceObject], hidden) and
              each enum's values, for GeneratedBindingsTests to compare with the installed
              prototypes

Types (https://webidl.spec.whatwg.org/#es-type-mapping):
  arguments   any (call.anyArgument: nil when undefined),
              DOMString/USVString/ByteString (nullable; optional, with or without a default;
              [LegacyNullToEmptyString], optional only with a default), boolean (optional:
              `Bool?` without a default),
              unsigned short, unsigned long, long, long long, double, unrestricted double (an
              optional integer with an integer default: 0, which undefined converts to, or
              another, which undefined gives: `optional long index = -1`; or without one,
              `Int?`, nil when undefined; not an optional double), an
              enum (its strings validated: a TypeError for another value), an interface
              (nullable or not; optional only if nullable, defaulting to null), a dictionary
              (see [ImplementedAs]), the variadic `(Node or DOMString)...` of ParentNode and
              ChildNode, a variadic `DOMString...` (DOMTokenList.add) and a variadic `any...`
              (console.log: the values as they are, [JSValue]), a callback function
              (a `callback X = ...;` definition or Function: call.function, a TypeError for
              another value; nullable: call.nullableFunction, null for null or undefined), a
              nullable callback interface (a `callback interface X {...};` definition:
              call.nullableCallbackObject, the object, nil for null or undefined), a
              union (https://webidl.spec.whatwg.org/#es-union; nullable, optional only if
              nullable with the default null, or variadic: an array) of interfaces, a callback
              function, a string type and a numeric type, with [ActionJSUnion] (below)
  results     undefined, `any` (the model's value through call.opaque: a JSValue as is, a
              model object's wrapper; nil is null, or undefined with
              [ActionJSMissing=undefined]), boolean, the strings (nullable), the numbers (also short, unsigned
              long long, float, byte, octet), an enum, an interface (nullable: null for nil),
              a union of interfaces (nullable or not: the wrapper of the model's object),
              sequence<DOMString> (or another string type), sequence<an interface> (a new
              array of the wrappers), Promise<T>, `object` and the buffer source types
              (ArrayBuffer, Uint8Array…: the promise, object or buffer the model made, a
              JSValue, as is: the model makes it in the world, see [ActionJSWorld])
  attributes  of those types (setting an enum attribute to another string does nothing, as
              Web IDL's attribute setter says), and EventHandler
              (EventHandlerAttributes.attribute: the world's handler for the object)
  typedefs    resolved to the types they name, wherever they are used
  `length` is the number of arguments before the first optional or variadic one, and calls
  with fewer arguments throw "Not enough arguments" (a TypeError). The Swift member is called
  on `call.this(Model.self)`, whose brand check is against the interface the row is installed
  on.

Extended attributes (the standard ones are kept and documented; these change the output):
  [ActionJSBaseInit=m]   on a dictionary (EventInit): an inheriting dictionary's constructor
                         reads these members with the IDLDictionary method `m()` (see
                         Constructors below)
  [ImplementedAs=Name]   on an interface: the Swift model class (default: the IDL name); on a
                         member: the model member, e.g. "cloneNode(deep:)" (labels are given
                         to the arguments in order), or a path through a property,
                         "model.status" (quoted); on a read-only attribute, "method()" calls a
                         model method; on an enum (required): the String-backed
                         Swift enum whose raw values are the IDL strings; on a dictionary: the
                         BindingCall method converting it (`call.shadowRootInit(0)`). A
                         dictionary without it is read with IDLDictionary and its members
                         (inherited first, then sorted by name, as Web IDL reads them) become
                         the model call's last arguments, defaults from the IDL
  [ActionJSView=View]    on an interface with [ImplementedAs=Class]: the members are called
                         on the model's view of the object, `call.this(Class.self, view:
                         View.init)` (a struct over it, such as HTMLTableElement over a `table`
                         Element, whose failable initializer checks the object after the brand
                         check: nil is the brand check's TypeError); with [ActionJSWorld] on the
                         interface too, the view also keeps the world, `View(object, world:)`
                         (state the world keeps for the object: HTMLMediaElementView's volume)
  [ActionJSGlobal=View]  on a [Global] interface (Window) or a namespace (console): the rows
                         are the global or namespace object's own members, called on the
                         world's view, `View(world: call.world)`, with no brand check
                         (`call.this(global: View.init(world:))`)
  [ActionJSUTF16]        on a DOMString argument: the model takes the exact UTF-16 code units,
                         `call.utf16(i)` ([UInt16], lone surrogates kept; optional only with
                         the default "", which is []); on an operation or attribute returning
                         a DOMString: the model answers code units, made into the string as
                         they are (and an attribute's setter converts as an argument would)
  [ActionJSUnion=Name]   on a union-typed argument (before `optional`, as an argument's
                         extended attributes are): the Swift type it converts to. For a union
                         of interfaces, a class their models share (`Node` for `(Element or
                         Text)`): the object of the first member interface the value is an
                         instance of. Otherwise an enum with one case per member type, named
                         after it in lower camel case, with the converted value: `DOMString` is
                         `.domString(String)`, `Function` `.function(JSValue)`, `long`
                         `.long(Int)`, `HTMLElement` `.htmlElement(Model)`. The value is tried
                         in the standard's order: null or undefined (a nullable union: nil), an
                         interface it is an instance of, a function for the callback function,
                         a number for the numeric type when there is a string type too, then
                         the string type, else the numeric type, else a TypeError ("Type
                         error", as WebKit words it)
  [ActionJSMembers=Name]  on a partial interface or a namespace: the Swift enum its rows are
                         generated into (see below)
  [ActionJSWorld]        on an operation: the model call also gets `world: call.world` (its steps
                         need the script's world: a promise, an event loop task, a wrapper, state
                         kept per world); on an attribute: the getter calls `name(world:)` and the
                         setter ([ActionJSSetter=set] required) `set(value, world:)`
  [Custom]               the row is hand-written: the generated list holds XBinding.customName
                         (XMembers.customName for a mixin's); on a constructor or an
                         iterable declaration: the hand-written definition has it (its
                         `constructor:` or `iterable:`; nothing is generated)
  [PutForwards=name]     on a readonly attribute: the setter assigns the string to the model
                         object's `name` (DOMTokenList.value and the like: DOMString targets),
                         or calls the target attribute's [ActionJSSetter] (Location.href's
                         setHref); a nullable attribute's null sets nothing
  [LegacyNullToEmptyString]  on a DOMString type: null converts to ""
  [ActionJSRemembered]   a read-only attribute whose value is kept per object on the JavaScript
                         side (BindingMember.Remembered.forLife); =WhileDocumentsAreOneKind for
                         .whileDocumentsAreOneKind
  [ActionJSSetter=name]  on an attribute: the setter calls the model method `name(_:)` (it
                         throws, which a Swift property setter cannot), e.g. setInnerHTML
  [ActionJSSelectorCache]  on an operation: the model call also gets
                         `cache: call.world.runtime.selectorCache` (parsed selectors kept)
  [ActionJSParsed=Type]  on a DOMString argument: the model takes `try Type(parsing: string)`
                         (which throws the standard's DOMException for a bad value), parsed
                         after every argument is converted (their TypeErrors come first)
  [Reflect], [Reflect=content]  on an attribute of an HTML element interface (DOMString,
                         USVString, boolean, long, unsigned long, double, DOMString?): the
                         row ReflectedAttributeMembers makes from the DOM's reflected-attribute
                         table, which holds the reflection rule the prose gives (enumerated
                         keywords, defaults, limits); GeneratedBindingsTests checks the table
                         and the IDL agree (names, content attributes, types, both ways)
  [SameObject]           on a read-only attribute (with [PutForwards] too): remembered like
                         [ActionJSRemembered] (the getter answers the same object every time,
                         so the first answer is kept on the JavaScript side)
  [LegacyNoInterfaceObject]  on an interface: no row changes (the hand-written definition hides
                         it); --describe marks it hidden, and GeneratedBindingsTests, which
                         reaches prototypes through the global constructors, skips it
  [NewObject], [CEReactions], [Exposed], [Unscopable], [Default],
  [Serializable], [LegacyWindowAlias]
                         accepted as the standards use them (no effect on the rows)
  [LegacyUnforgeable]    accepted, not implemented: the attribute is on the prototype, not on
                         each object (Event.isTrusted; WebKit's differs)

A named getter, setter or deleter (`getter HTMLOptionElement? item(unsigned long index);`) is
generated as the regular operation it also declares; the indexed and named properties (and an
unnamed special operation, `getter Element (unsigned long index);`, which declares nothing
else) are the hand-written definition's `legacyPlatformObject`: no row.

`stringifier;` with [ImplementedAs=member] (or "method()") is a `toString()` operation
returning the model's `member` (or `method()`); `stringifier attribute T name;` is the
attribute's row (or its [Custom] one) then a `toString()` returning the model's `name`. Static
operations go to `static let generatedStaticMembers` (the definition's staticMembers), called
on the model class (`DOMRectReadOnly.fromRect(_:)`). GeneratedBindingsTests
compares every installed prototype with `--describe`: the [Custom] rows' `length` and setters
are checked against the IDL like the generated ones.

A `namespace` (console) needs [ActionJSMembers=Name] and [ActionJSGlobal=View]: its rows, called
on `View(world: call.world)` (no brand check), are written to Generated/Name+Generated.swift as
`extension Name { static let generatedMembers }`; the hand-written enum installs them on the
namespace object.

A `partial interface X` (another standard's members of X, such as HTML's of Document) needs
[ActionJSMembers=Name]: its rows, made for X (X's `this`, view and model class), are written to
Generated/Name+Generated.swift as `extension Name { static let generatedMembers }`, and its
[Custom] rows are `Name.customName`; the hand-written definition of X puts that list in its place
among X's members. --describe counts them among X's.

Overloads (operations of one name, https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm)
are one row, at the first overload's place: its `length` is the fewest required arguments of
an overload (the shortest entry of the effective overload set, which has each overload and each
with trailing optional arguments left out), fewer arguments throw "Not enough arguments", and
the body switches on min(argument count, the longest entry's): the one overload with entries
that long runs its own steps (an operation's, with its own [ImplementedAs] and conversions);
among several, the value at the distinguishing argument index chooses, in the algorithm's
order: undefined for an optional argument there, null or undefined for a nullable or
dictionary one, a function for a callback function, an object for a dictionary, a number for a
numeric type when a string type is there too, then the string (or enum) type, else the numeric
one (the arguments before the distinguishing index must be `any`, which converts nothing; other
types there are not generated yet). A count no entry has, or a value no overload takes, throws
a TypeError ("Type error", as WebKit words it). The overloads are all [Custom] (one
hand-written row, XBinding.customName) or none. --describe gives the shortest entry's `length`.

Dictionary members (expanded into the model call, or an event constructor's): also an enum
with a default (`ScrollBehavior behavior = "auto"`: a TypeError, "Type error", for another
string) and an `unrestricted double` without a default (`Double?`: nil when not present).

Not generated (the script stops and names the member; mark it [Custom] and write the row by
hand): overloads that are static, variadic or distinguished by other types (interfaces,
booleans, sequences…), other unions (of dictionaries, sequences, booleans…; unions as results
but of interfaces), sequences and other variadic arguments, non-nullable callback interface
arguments, static attributes, iterable/maplike/setlike (but a [Custom] iterable), partial
mixins, a partial interface without [ActionJSMembers] or with static members, optional doubles,
[Clamp] and [EnforceRange], constructors other than an event's.

Constructors: an event's, `constructor(DOMString type, optional XInit eventInitDict = {})` on
an interface inheriting from Event with `dictionary XInit : EventInit`, is generated as
`static let generatedConstructor` (the hand-written definition passes it as `constructor:`):
the type (required), then `EventInit`'s members through the IDLDictionary method its
[ActionJSBaseInit=eventInit] names (the model's `base` argument), then XInit's own members read
in Web IDL's order (sorted by name; strings, nullable strings, boolean, `any`, the numbers, with
the IDL's defaults), and the model is made as `Model(type, base, name: value… in the
dictionary's declaration order, clock: call.eventClock)`. Others are [Custom].
"""
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
IDL_DIR = os.path.join(ROOT, "Sources", "WebPlatform", "Bindings", "IDL")
OUT_DIR = os.path.join(ROOT, "Sources", "WebPlatform", "Bindings", "Generated")


class IDLError(Exception):
    pass


# --- Tokens ----------------------------------------------------------------------------------

TOKEN = re.compile(
    r"""
    (?P<space>\s+|//[^\n]*|/\*.*?\*/)
  | (?P<float>-?(?:[0-9]+\.[0-9]*|[0-9]*\.[0-9]+)(?:[Ee][+-]?[0-9]+)?|-?[0-9]+[Ee][+-]?[0-9]+)
  | (?P<integer>-?(?:0[Xx][0-9A-Fa-f]+|0[0-7]*|[1-9][0-9]*))
  | (?P<identifier>[_-]?[A-Za-z][0-9A-Z_a-z-]*)
  | (?P<string>"[^"]*")
  | (?P<other>\.\.\.|[^\s0-9A-Za-z])
    """,
    re.VERBOSE | re.DOTALL,
)


def tokenize(text, path):
    tokens = []
    position = 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise IDLError(f"{path}: cannot read the IDL at offset {position}")
        position = match.end()
        kind = match.lastgroup
        if kind != "space":
            tokens.append((kind, match.group(kind)))
    return tokens


# --- Syntax tree -----------------------------------------------------------------------------


class Type:
    """A type: a name (possibly several words), nullable, generic arguments or union members."""

    def __init__(self, name, nullable=False, arguments=(), union=(), extended=None):
        self.name = name
        self.nullable = nullable
        self.arguments = list(arguments)
        self.union = list(union)
        self.extended = extended or {}  # [LegacyNullToEmptyString] and the like

    def __str__(self):
        if self.union:
            text = "(" + " or ".join(str(t) for t in self.union) + ")"
        elif self.arguments:
            text = f"{self.name}<{', '.join(str(t) for t in self.arguments)}>"
        else:
            text = self.name
        return text + ("?" if self.nullable else "")


class Argument:
    def __init__(self, name, type, optional, variadic, default, extended):
        self.name = name
        self.type = type
        self.optional = optional
        self.variadic = variadic
        self.default = default
        self.extended = extended


class Member:
    """An attribute, operation, constant or other interface member."""

    def __init__(self, kind, name, type=None, extended=None, **details):
        self.kind = kind  # "attribute", "operation", "const", "iterable", "special"
        self.name = name
        self.type = type
        self.extended = extended or {}
        self.readonly = details.get("readonly", False)
        self.static = details.get("static", False)
        self.arguments = details.get("arguments", [])
        self.value = details.get("value")
        self.special = details.get("special")


class Definition:
    def __init__(self, kind, name, extended, parent=None, members=(), partial=False):
        self.kind = kind  # "interface", "mixin", "dictionary", "enum", "includes", "typedef", ...
        self.name = name
        self.extended = extended
        self.parent = parent
        self.members = list(members)
        self.partial = partial


# Extended attributes that annotate a type (https://webidl.spec.whatwg.org/#idl-annotated-types)
TYPE_ATTRIBUTES = ("LegacyNullToEmptyString", "Clamp", "EnforceRange", "AllowShared",
                   "AllowResizable")


class Parser:
    def __init__(self, tokens, path):
        self.tokens = tokens
        self.index = 0
        self.path = path

    def peek(self, offset=0):
        position = self.index + offset
        return self.tokens[position] if position < len(self.tokens) else (None, None)

    def fail(self, message):
        near = " ".join(value for _, value in self.tokens[self.index : self.index + 8])
        raise IDLError(f"{self.path}: {message} (near: {near})")

    def take(self, value=None, kind=None):
        token_kind, token_value = self.peek()
        if token_kind is None:
            self.fail(f"expected {value or kind}, found the end")
        if value is not None and token_value != value:
            self.fail(f"expected {value!r}")
        if kind is not None and token_kind != kind:
            self.fail(f"expected a {kind}")
        self.index += 1
        return token_value

    def accept(self, value):
        if self.peek()[1] == value:
            self.index += 1
            return True
        return False

    def definitions(self):
        found = []
        while self.peek()[0] is not None:
            found.append(self.definition())
        return found

    def extended_attributes(self):
        attributes = {}
        if not self.accept("["):
            return attributes
        while True:
            name = self.take(kind="identifier")
            value = True
            if self.accept("="):
                if self.accept("("):
                    items = []
                    while not self.accept(")"):
                        items.append(self.take())
                        self.accept(",")
                    value = items
                else:
                    raw = self.take()
                    value = raw[1:-1] if raw.startswith('"') else raw
                    if self.accept("("):  # [LegacyFactoryFunction=Image(unsigned long width)]
                        depth = 1
                        while depth:
                            token = self.take()
                            depth += {"(": 1, ")": -1}.get(token, 0)
            elif self.accept("("):
                depth = 1
                while depth:
                    token = self.take()
                    depth += {"(": 1, ")": -1}.get(token, 0)
            attributes[name] = value
            if self.accept("]"):
                return attributes
            self.take(",")

    def definition(self):
        extended = self.extended_attributes()
        partial = self.accept("partial")
        keyword = self.take(kind="identifier")
        if keyword == "callback":
            if self.accept("interface"):
                return self.interface("callback interface", extended, partial)
            name = self.take(kind="identifier")
            self.take("=")
            while not self.accept(";"):
                self.take()
            return Definition("callback", name, extended)
        if keyword == "interface":
            if self.accept("mixin"):
                return self.interface("mixin", extended, partial)
            return self.interface("interface", extended, partial)
        if keyword == "namespace":
            return self.interface("namespace", extended, partial)
        if keyword == "dictionary":
            name = self.take(kind="identifier")
            parent = self.take(kind="identifier") if self.accept(":") else None
            self.take("{")
            members = []
            while not self.accept("}"):
                member_extended = self.extended_attributes()
                required = self.accept("required")
                member_type = self.type()
                member_name = self.take(kind="identifier")
                default = self.default_value() if self.accept("=") else None
                self.take(";")
                members.append(
                    Member("field", member_name, member_type, member_extended,
                           value=default, readonly=required))
            self.take(";")
            return Definition("dictionary", name, extended, parent, members, partial)
        if keyword == "enum":
            name = self.take(kind="identifier")
            self.take("{")
            values = []
            while not self.accept("}"):
                values.append(self.take(kind="string")[1:-1])
                self.accept(",")
            self.take(";")
            return Definition("enum", name, extended, members=values)
        if keyword == "typedef":
            typedef_type = self.type()
            name = self.take(kind="identifier")
            self.take(";")
            definition = Definition("typedef", name, extended)
            definition.type = typedef_type
            return definition
        # `A includes B;`
        if self.peek()[1] == "includes":
            self.take("includes")
            mixin = self.take(kind="identifier")
            self.take(";")
            return Definition("includes", keyword, extended, parent=mixin)
        self.fail(f"unknown definition {keyword!r}")

    def interface(self, kind, extended, partial):
        name = self.take(kind="identifier")
        parent = self.take(kind="identifier") if self.accept(":") else None
        self.take("{")
        members = []
        while not self.accept("}"):
            members.append(self.member())
        self.take(";")
        return Definition(kind, name, extended, parent, members, partial)

    def member(self):
        extended = self.extended_attributes()
        if self.accept("const"):
            const_type = self.type()
            name = self.take(kind="identifier")
            self.take("=")
            value = self.take()
            self.take(";")
            return Member("const", name, const_type, extended, value=value)
        if self.peek()[1] in ("iterable", "async", "maplike", "setlike"):
            words = []
            while not self.accept(";"):
                words.append(self.take())
            return Member("iterable", " ".join(words), extended=extended)
        if self.peek()[1] == "stringifier" and self.peek(1)[1] == ";":
            self.take("stringifier")
            self.take(";")
            return Member("special", "stringifier", extended=extended, special="stringifier")
        if self.peek()[1] == "constructor" and self.peek(1)[1] == "(":
            self.take("constructor")
            self.take("(")
            arguments = []
            while not self.accept(")"):
                arguments.append(self.argument())
                self.accept(",")
            self.take(";")
            return Member("constructor", "constructor", extended=extended, arguments=arguments)
        static = self.accept("static")
        special = None
        for word in ("stringifier", "getter", "setter", "deleter", "inherit"):
            if self.accept(word):
                special = word
        readonly = self.accept("readonly")
        if self.accept("attribute"):
            attribute_type = self.type()
            name = self.take(kind="identifier")
            self.take(";")
            return Member("attribute", name, attribute_type, extended,
                          readonly=readonly, static=static, special=special)
        return_type = self.type()
        name = self.take(kind="identifier") if self.peek()[0] == "identifier" else ""
        self.take("(")
        arguments = []
        while not self.accept(")"):
            arguments.append(self.argument())
            self.accept(",")
        self.take(";")
        return Member("operation", name, return_type, extended,
                      arguments=arguments, static=static, special=special)

    def argument(self):
        extended = self.extended_attributes()
        optional = self.accept("optional")
        argument_type = self.type()
        # Extended attributes written before an argument that apply to its type.
        for name in TYPE_ATTRIBUTES:
            if name in extended:
                argument_type.extended[name] = extended.pop(name)
        variadic = self.accept("...")
        name = self.take(kind="identifier")
        default = self.default_value() if self.accept("=") else None
        return Argument(name, argument_type, optional, variadic, default, extended)

    def default_value(self):
        if self.accept("["):
            self.take("]")
            return "[]"
        if self.accept("{"):
            self.take("}")
            return "{}"
        return self.take()

    def type(self):
        extended = self.extended_attributes()  # [LegacyNullToEmptyString] and the like
        if self.accept("("):
            members = [self.type()]
            while self.accept("or"):
                members.append(self.type())
            self.take(")")
            return Type("union", self.accept("?"), union=members, extended=extended)
        words = [self.take(kind="identifier")]
        while words[-1] in ("unsigned", "unrestricted", "long") and self.peek()[1] in (
            "long", "short", "float", "double"
        ):
            words.append(self.take())
        name = " ".join(words)
        arguments = []
        if self.accept("<"):
            arguments.append(self.type())
            while self.accept(","):
                arguments.append(self.type())
            self.take(">")
        return Type(name, self.accept("?"), arguments, extended=extended)


# --- Swift rows ------------------------------------------------------------------------------

STRINGS = ("DOMString", "USVString", "ByteString")
NUMBERS = {
    "unsigned short": "unsignedShort", "unsigned long": "unsignedLong", "long": "long",
    "long long": "longLong", "double": "double", "unrestricted double": "unrestrictedDouble",
}
INTEGERS = ("unsigned short", "unsigned long", "long", "long long")
# Dictionary member types read by an IDLDictionary method of that name (with a default).
DICTIONARY_NUMBERS = {
    "unsigned short": "unsignedShort", "unsigned long": "unsignedLong", "long": "long",
    "short": "short", "unsigned long long": "unsignedLongLong", "double": "double",
    "unrestricted double": "unrestrictedDouble",
}
# Numeric result types (call.number); arguments convert only with the NUMBERS helpers.
RESULT_NUMBERS = set(NUMBERS) | {"short", "unsigned long long", "float", "unrestricted float",
                                 "byte", "octet"}
# Argument types with a named BindingCall conversion (others use call.object(_:_:as:)).
NODE_ARGUMENTS = {"Node": "node", "Element": "element"}
# The IDL types of reflected attributes, as ReflectedAttribute.IDLType names them.
REFLECTED_TYPES = {"DOMString": "domString", "USVString": "usvString", "boolean": "boolean",
                   "long": "long", "unsigned long": "unsignedLong", "double": "double",
                   "DOMString?": "nullableDOMString"}
SWIFT_KEYWORDS = ("init", "where", "in", "is", "as", "default", "case", "repeat", "return", "self",
                  "let", "var", "func", "class", "struct", "enum", "protocol", "extension",
                  "operator", "import", "static", "throws", "try", "catch", "switch")
# Buffer source types a model makes as JSValues in the world (results only).
BUFFER_TYPES = ("ArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray",
                "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array",
                "Float64Array")
NOT_INTERFACES = ("any", "object", "undefined", "boolean", "Promise", "sequence", "record",
                  "FrozenArray", "ObservableArray")


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def capitalized(name):
    return name[0].upper() + name[1:]


class Generator:
    """Member rows of every interface and mixin of a set of IDL definitions (all the files
    together: a mixin or dictionary may be declared in another file than its users)."""

    def __init__(self, definitions):
        self.interfaces = {}
        self.mixins = {}
        self.dictionaries = {}
        self.enums = {}
        self.includes = {}  # interface name -> [mixin names], in declaration order
        self.typedefs = {}
        self.callbacks = {}  # callback functions (`callback X = R (A a);`)
        self.callback_interfaces = {}  # `callback interface X { ... };` (EventListener)
        self.partials = []  # partial interfaces with [ActionJSMembers], in file order
        self.namespaces = {}
        for definition in definitions:
            if definition.kind == "typedef":
                self.typedefs[definition.name] = definition.type
            if definition.kind == "callback":
                self.callbacks[definition.name] = definition
            if definition.kind == "callback interface":
                self.callback_interfaces[definition.name] = definition
            if definition.kind == "interface" and not definition.partial:
                self.interfaces[definition.name] = definition
            elif definition.kind == "mixin" and not definition.partial:
                self.mixins[definition.name] = definition
            elif definition.kind == "dictionary":
                self.dictionaries[definition.name] = definition
            elif definition.kind == "enum":
                self.enums[definition.name] = definition
            elif definition.kind == "includes":
                self.includes.setdefault(definition.name, []).append(definition.parent)
            elif definition.partial and definition.kind == "interface":
                if not isinstance(definition.extended.get("ActionJSMembers"), str):
                    raise IDLError(f"{definition.path}: partial {definition.name}: a partial "
                                   "interface needs [ActionJSMembers=Name] (the Swift enum of "
                                   "its rows), or declare the members on the definition")
                self.partials.append(definition)
            elif definition.kind == "namespace" and not definition.partial:
                for attribute in ("ActionJSMembers", "ActionJSGlobal"):
                    if not isinstance(definition.extended.get(attribute), str):
                        raise IDLError(f"{definition.path}: namespace {definition.name} needs "
                                       "[ActionJSMembers=Name] (the Swift enum of its rows) and "
                                       "[ActionJSGlobal=View] (what its rows are called on)")
                self.namespaces[definition.name] = definition
            elif definition.partial and definition.kind == "mixin":
                raise IDLError(f"{definition.path}: partial {definition.name}: partial mixins "
                               "are not generated yet (declare the members on the mixin)")

    def resolve(self, kind):
        """`kind` with typedefs replaced by the types they name (`DOMHighResTimeStamp` is a
        double)."""
        seen = 0
        while kind.name in self.typedefs and not kind.arguments and not kind.union:
            named = self.typedefs[kind.name]
            kind = Type(named.name, kind.nullable or named.nullable, named.arguments,
                        named.union, {**named.extended, **kind.extended})
            seen += 1
            if seen > 20:
                raise IDLError(f"typedef {kind.name} names itself")
        return kind

    def fail(self, interface, member, message):
        raise IDLError(
            f"{interface.path}: {interface.name}.{member.name}: {message}; mark it [Custom] and "
            f"write the row by hand, or teach Scripts/generate-bindings.py")

    def model_class(self, name):
        """The Swift class of interface `name`'s objects."""
        definition = self.interfaces.get(name)
        implemented = definition.extended.get("ImplementedAs") if definition else None
        return implemented if isinstance(implemented, str) else name

    def this_expression(self, name, model):
        """The Swift expression of `this` for the rows of interface `name` (whose class is
        `model`): the brand-checked object, or with [ActionJSView=View] the model's view of
        it (`HTMLTableElement(element)`, a struct whose failable initializer checks the
        element)."""
        definition = self.interfaces.get(name) or self.namespaces.get(name)
        scope = definition.extended.get("ActionJSGlobal") if definition else None
        if scope is not None:
            # The members of a [Global] interface, on the world's global object: called on
            # the world's view of its window (no brand check, as the global's own members).
            if not isinstance(scope, str):
                raise IDLError(f"{definition.path}: {name}: [ActionJSGlobal=View] names the view")
            return f"call.this(global: {scope}.init(world:))"
        view = definition.extended.get("ActionJSView") if definition else None
        if view is None:
            return f"call.this({model}.self)"
        if not isinstance(view, str):
            raise IDLError(f"{definition.path}: {name}: [ActionJSView=View] names the view")
        if "ActionJSWorld" in definition.extended:
            # A view that also keeps the world (state the world keeps for the object).
            return f"call.this({model}.self, view: {view}.init(_:world:))"
        return f"call.this({model}.self, view: {view}.init)"

    def binding(self, definition):
        if definition.partial or definition.kind == "namespace":
            return definition.extended["ActionJSMembers"]
        suffix = "Members" if definition.kind == "mixin" else "Binding"
        return f"{definition.name}{suffix}"

    # Arguments.

    def argument(self, interface, member, argument, index):
        """The Swift expression converting argument `index` (or, for a variadic argument,
        arguments `index` and later)."""
        kind = self.resolve(argument.type)
        name = kind.name
        default = argument.default
        if "ActionJSUTF16" in argument.extended:
            # The string's exact UTF-16 code units (lone surrogates kept), as [UInt16].
            if name not in STRINGS or kind.nullable or (argument.optional
                                                        and default != '""'):
                self.fail(interface, member, "[ActionJSUTF16] is for a DOMString argument "
                          "(optional only with the default \"\")")
            if argument.optional:
                return f"(call.js.isUndefined({index}) ? [] : call.utf16({index}))"
            return f"call.utf16({index})"
        parsed = argument.extended.get("ActionJSParsed")
        if isinstance(parsed, str):
            if name not in STRINGS or kind.nullable or argument.optional:
                self.fail(interface, member, "[ActionJSParsed] is for a DOMString argument")
            return f"call.string({index})"  # parsed by operation() after every conversion
        if argument.variadic:
            if {t.name for t in kind.union} == {"Node", "DOMString"} and not kind.nullable:
                return f"call.nodesOrStrings(from: {index})"
            if kind.union:
                # Each argument from `index` on, converted to the union.
                each = self.union(interface, member, argument, kind, "index")
                return (f"({index}..<max({index}, call.argumentCount)).map {{ index in "
                        f"try {each} }}")
            if name in STRINGS and not kind.nullable and not kind.union:
                return f"call.variadicStrings(from: {index})"
            if name == "any" and not kind.union:
                return f"call.js.arguments(from: {index})"  # the values as they are
            self.fail(interface, member, f"a variadic {kind} argument is not generated yet")
        if kind.union and (not argument.optional
                           or (kind.nullable and default in (None, "null"))):
            return self.union(interface, member, argument, kind, str(index))
        if kind.union or kind.arguments:
            self.fail(interface, member, f"argument type {kind} is not generated yet")
        if name == "any" and default in (None, "null", "undefined"):
            # The script's value as is (a JSValue); nil when undefined or missing.
            return f"call.anyArgument({index})"
        if name in STRINGS:
            if kind.nullable:
                if argument.optional and default not in (None, "null"):
                    self.fail(interface, member, f"the default {default} is not generated")
                return f"call.nullableString({index})"
            if "LegacyNullToEmptyString" in kind.extended:
                if argument.optional and default is not None:
                    # undefined (or a missing argument) is the default; null is "".
                    return (f"(call.js.isUndefined({index}) ? {default} : "
                            f"call.stringNullAsEmpty({index}))")
                if argument.optional:
                    self.fail(interface, member, "an optional [LegacyNullToEmptyString] "
                              "argument needs a default")
                return f"call.stringNullAsEmpty({index})"
            if argument.optional and default is None:
                return f"call.optionalString({index})"
            if argument.optional:  # undefined (or a missing argument) is the default
                return f"(call.optionalString({index}) ?? {default})"
            return f"call.string({index})"
        if name == "boolean" and not kind.nullable:
            if argument.optional and default is None:
                return f"call.optionalBoolean({index})"
            if argument.optional and default == "true":
                return f"(call.optionalBoolean({index}) ?? true)"
            return f"call.boolean({index})"
        if name in NUMBERS and ("EnforceRange" in kind.extended or "Clamp" in kind.extended):
            self.fail(interface, member, f"[EnforceRange] and [Clamp] are not generated yet")
        if name in NUMBERS and not kind.nullable and not argument.optional:
            return f"call.{NUMBERS[name]}({index})"
        if name in INTEGERS and not kind.nullable and argument.optional and default == "0":
            # undefined converts to NaN, which ConvertToInt makes +0: the default itself.
            return f"call.{NUMBERS[name]}({index})"
        if name in INTEGERS and not kind.nullable and argument.optional and default is None:
            # No default: nil when undefined (or missing).
            return f"(call.js.isUndefined({index}) ? nil : call.{NUMBERS[name]}({index}))"
        if (name in INTEGERS and not kind.nullable and argument.optional
                and re.fullmatch(r"-?[0-9]+|0[Xx][0-9A-Fa-f]+", default or "")):
            # Another integer default: undefined (or a missing argument) is the default.
            return f"(call.js.isUndefined({index}) ? {default} : call.{NUMBERS[name]}({index}))"
        if name in self.enums and not kind.nullable and not argument.optional:
            return (f"call.enumeration({index}, {self.enum_class(name)}.self, "
                    f"named: {swift_string(name)})")
        if name in self.callbacks or name == "Function":
            # A callback function: the function itself (a TypeError for another value).
            if argument.optional and not (kind.nullable and default in (None, "null")):
                self.fail(interface, member, f"an optional {kind} is generated only as nullable")
            return f"call.{'nullableFunction' if kind.nullable else 'function'}({index})"
        if name in self.callback_interfaces:
            # A callback interface (https://webidl.spec.whatwg.org/#js-callback-interface): the
            # object itself (a function or an object with the operation), nil for null or
            # undefined, a TypeError for another value.
            if not kind.nullable or (argument.optional and default not in (None, "null")):
                self.fail(interface, member, f"a {kind} argument is generated only as nullable")
            return f"call.nullableCallbackObject({index})"
        if name in self.dictionaries:
            helper = self.dictionaries[name].extended.get("ImplementedAs")
            if isinstance(helper, str):
                return f"call.{helper}({index})"
            self.fail(interface, member, f"dictionary {name} expands into the model call's "
                      "arguments: use it as the last argument")
        optional_null = kind.nullable and default in (None, "null")  # undefined is null too
        if name in NOT_INTERFACES or name in RESULT_NUMBERS or (
                argument.optional and not optional_null):
            self.fail(interface, member, f"argument type {kind} is not generated yet")
        if name in NODE_ARGUMENTS:
            method = NODE_ARGUMENTS[name]
            if kind.nullable:
                method = "nullable" + capitalized(method)
            return f"call.{method}({index})"
        method = "nullableObject" if kind.nullable else "object"
        return f"call.{method}({index}, {name}Binding.definition, as: {self.model_class(name)}.self)"

    def union(self, interface, member, argument, kind, index):
        """The Swift expression converting argument `index` (a Swift expression) to a union
        type (https://webidl.spec.whatwg.org/#es-union), its member types tried in the
        standard's order: null or undefined (nullable: nil), an interface the value is an
        instance of, a function for a callback function, a number for a numeric type when a
        string type is there too, then a string type, else a numeric type, else a TypeError
        ("Type error", as WebKit words it). [ActionJSUnion=Name] names the Swift type: for a
        union of interfaces, a class their models share (the object, as it); otherwise an enum
        with a case per member type, named after it in lower camel case (`DOMString` is
        `.domString(String)`, `Function` `.function(JSValue)`, `long` `.long(Int)`,
        `HTMLElement` `.htmlElement(Model)`)."""
        swift = argument.extended.get("ActionJSUnion")
        if not isinstance(swift, str):
            self.fail(interface, member, f"a {kind} argument needs [ActionJSUnion=SwiftType]")
        members = [self.resolve(t) for t in kind.union]
        if any(t.nullable or t.union for t in members):
            self.fail(interface, member, f"a nested or nullable member of {kind} is not generated")
        callbacks = [t for t in members if t.name in self.callbacks or t.name == "Function"]
        interfaces = [t for t in members if self.is_interface(t) and t not in callbacks]
        strings = [t for t in members if t.name in STRINGS]
        numbers = [t for t in members if t.name in NUMBERS]
        if len(interfaces) + len(callbacks) + len(strings) + len(numbers) != len(members) or (
                len(callbacks) > 1 or len(strings) > 1 or len(numbers) > 1):
            self.fail(interface, member, f"the members of {kind} are not generated yet")
        only_interfaces = len(interfaces) == len(members)

        def case(t):
            words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", t.name.replace(" ", "_"))
            text = "".join(capitalized(word.lower()) for word in words)
            return "." + text[0].lower() + text[1:]

        lines = []
        if kind.nullable:
            lines.append(f"if call.js.isNullOrUndefined({index}) {{ return nil }}")
        for t in interfaces:
            model = self.model_class(t.name)
            found = f"call.instance({index}, {t.name}Binding.definition, as: {model}.self)"
            value = "object" if only_interfaces else f"{case(t)}(object)"
            lines.append(f"if let object = {found} {{ return {value} }}")
        if callbacks:
            lines.append(f"if call.js.isFunction({index}) {{ "
                         f"return {case(callbacks[0])}(call.js.argument({index})) }}")
        if strings and numbers:
            lines.append(f"if call.js.isNumber({index}) {{ "
                         f"return {case(numbers[0])}(try call.{NUMBERS[numbers[0].name]}({index})) }}")
        if strings:
            lines.append(f"return {case(strings[0])}(try call.string({index}))")
        elif numbers:
            lines.append(f"return {case(numbers[0])}(try call.{NUMBERS[numbers[0].name]}({index}))")
        else:
            lines.append('throw JSThrow.typeError("Type error")')
        result = swift + ("?" if kind.nullable else "")
        body = "\n".join(lines)
        return f"{{ () throws -> {result} in\n{body}\n}}()"

    def is_interface(self, kind):
        """Whether `kind` is a (non-nullable) interface type."""
        kind = self.resolve(kind)
        name = kind.name
        return not (kind.nullable or kind.union or kind.arguments or name in STRINGS
                    or name in RESULT_NUMBERS or name in NOT_INTERFACES or name in self.enums
                    or name in self.dictionaries or name in self.typedefs
                    or name in self.callbacks or name in self.callback_interfaces
                    or name in BUFFER_TYPES)

    def enum_class(self, name):
        implemented = self.enums[name].extended.get("ImplementedAs")
        if not isinstance(implemented, str):
            raise IDLError(f"{self.enums[name].path}: enum {name} needs [ImplementedAs=SwiftEnum] "
                           "(a String-backed Swift enum whose raw values are the IDL strings)")
        return implemented

    def dictionary_members(self, name):
        """A dictionary's members in the order they are read: inherited dictionaries first,
        each dictionary's own members sorted by name (https://webidl.spec.whatwg.org/#js-dictionary)."""
        dictionary = self.dictionaries[name]
        inherited = self.dictionary_members(dictionary.parent) if dictionary.parent else []
        return inherited + sorted(dictionary.members, key=lambda field: field.name)

    def dictionary_field(self, interface, member, variable, field):
        """The expression reading one member of an expanded dictionary argument (IDLDictionary)."""
        kind = self.resolve(field.type)
        key = swift_string(field.name)
        if field.readonly:  # `required`
            self.fail(interface, member, f"the required member {field.name} is not generated yet")
        if kind.name == "boolean" and not kind.nullable:
            return f"{variable}.boolean({key}, default: {field.value or 'false'})"
        if kind.name in STRINGS and not kind.nullable:
            return f"{variable}.string({key}, default: {field.value or chr(34) * 2})"
        if kind.name in STRINGS and kind.nullable and field.value in (None, "null"):
            return f"{variable}.nullableString({key})"
        if kind.name == "any" and field.value in (None, "null"):
            # Missing or undefined: nil (the model's null).
            return f"{variable}.value({key})"
        if kind.name in self.enums and not kind.nullable and field.value:
            # One of the enumeration's values (a TypeError for another string).
            return (f"{variable}.enumeration({key}, {self.enum_class(kind.name)}.self, "
                    f"default: .{field.value.strip(chr(34))})")
        if kind.name == "unrestricted double" and not kind.nullable and field.value is None:
            # No default: nil when the member is not present.
            return f"{variable}.optionalUnrestrictedDouble({key})"
        if kind.name in DICTIONARY_NUMBERS and not kind.nullable:
            default = field.value or "0"
            if not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", default):
                self.fail(interface, member, f"the default {default} of {field.name} is not "
                          "generated yet")
            return f"{variable}.{DICTIONARY_NUMBERS[kind.name]}({key}, default: {default})"
        self.fail(interface, member, f"a dictionary member of type {kind} is not generated yet")

    # Constructors.

    def inherits(self, name, ancestor):
        """Whether interface `name` is `ancestor` or inherits from it."""
        while name:
            if name == ancestor:
                return True
            definition = self.interfaces.get(name)
            name = definition.parent if definition else None
        return False

    def constructor(self, interface, member, model):
        """An event constructor, `constructor(DOMString type, optional XInit eventInitDict =
        {})` on an interface inheriting from Event, where `dictionary XInit : EventInit` (or a
        dictionary inheriting one with [ActionJSBaseInit]): the BindingConstructor that reads
        the type, the inherited members through IDLDictionary's [ActionJSBaseInit] method
        (`base`), then XInit's own members in Web IDL's order (sorted by name), and returns
        the wrapper of `Model(type, base, member: value… in declaration order, clock:)`.
        https://dom.spec.whatwg.org/#concept-event-constructor"""
        arguments = member.arguments
        if not (self.inherits(interface.name, "Event") and len(arguments) == 2
                and self.resolve(arguments[0].type).name in STRINGS
                and not arguments[0].optional and arguments[1].optional
                and arguments[1].default == "{}"
                and arguments[1].type.name in self.dictionaries):
            self.fail(interface, member, "only event constructors `(DOMString type, optional "
                      "XInit eventInitDict = {})` are generated")
        dictionary = self.dictionaries[arguments[1].type.name]
        parent = self.dictionaries.get(dictionary.parent) if dictionary.parent else None
        base = parent.extended.get("ActionJSBaseInit") if parent else None
        if not isinstance(base, str):
            self.fail(interface, member, f"dictionary {dictionary.name} must inherit one with "
                      "[ActionJSBaseInit=method] (EventInit)")
        lines = ["let type = try call.eventType()",
                 "let dictionary = try IDLDictionary(call, 1)",
                 f"let base = try dictionary.{base}()"]
        variables = {}
        for field in sorted(dictionary.members, key=lambda field: field.name):
            variable = f"`{field.name}`" if field.name in SWIFT_KEYWORDS else field.name
            variables[field.name] = variable
            value = self.dictionary_field(interface, member, "dictionary", field)
            lines.append(f"let {variable} = try {value}")
        values = ["type", "base"] + [f"{field.name}: {variables[field.name]}"
                                     for field in dictionary.members] + ["clock: call.eventClock"]
        lines.append(f"let event = {model}({', '.join(values)})")
        lines.append("return call.world.wrapper(for: event)")
        body = "\n    ".join(lines)
        return (f"  /// `new {interface.name}(type, eventInitDict)`, from the IDL's constructor "
                f"and `{dictionary.name}`.\n"
                f"  static let generatedConstructor = BindingConstructor(length: 1) {{ call in\n"
                f"    {body}\n  }}\n")

    # Results.

    def result(self, interface, member, kind, expression):
        kind = self.resolve(kind)
        name = kind.name
        if (name == "sequence" and len(kind.arguments) == 1 and not kind.nullable
                and self.is_interface(kind.arguments[0])):
            return f"call.array({expression}.map {{ call.world.wrapper(for: $0) }})"
        if name == "sequence" and [str(self.resolve(t)) for t in kind.arguments] in (
                [[string] for string in STRINGS]):
            if kind.nullable:
                self.fail(interface, member, f"result type {kind} is not generated yet")
            return f"call.array(strings: {expression})"
        if kind.union and all(self.is_interface(t) for t in kind.union):
            # A union of interfaces, `(Element or ProcessingInstruction)?`: the model's object
            # (a common Swift class) is one of them; its wrapper (null for nil).
            return f"call.wrap({expression})"
        if name == "Promise" and len(kind.arguments) == 1 and not kind.nullable:
            # The promise the model made (a JSValue), as is.
            return f".value({expression})"
        if (name in BUFFER_TYPES or name == "object") and not kind.nullable:
            # The buffer, view or object the model made in the world (a JSValue), as is.
            return f".value({expression})"
        if "ActionJSUTF16" in member.extended:
            if name not in STRINGS or kind.nullable:
                self.fail(interface, member, "[ActionJSUTF16] results are DOMStrings")
            return f".value(call.context.string(utf16: {expression}))"
        if kind.union or kind.arguments:
            self.fail(interface, member, f"result type {kind} is not generated yet")
        if name == "any":
            # The script's own value as the model kept it (a JSValue), or a model object's
            # wrapper; nil is null, or undefined with [ActionJSMissing=undefined].
            missing = member.extended.get("ActionJSMissing", "null")
            if missing not in ("null", "undefined"):
                self.fail(interface, member, "[ActionJSMissing] is null or undefined")
            return f"call.opaque({expression}, missing: .{missing})"
        if name == "undefined":
            return None
        if name == "boolean" and not kind.nullable:
            return f".boolean({expression})"
        if name in STRINGS:
            return f"call.string({expression})" if kind.nullable else f".string({expression})"
        if name in RESULT_NUMBERS and not kind.nullable:
            return f"call.number({expression})"
        if name in self.enums and not kind.nullable:
            self.enum_class(name)
            return f".string({expression}.rawValue)"
        if name in self.enums or name in self.dictionaries or name in NOT_INTERFACES:
            self.fail(interface, member, f"result type {kind} is not generated yet")
        # An interface type: the wrapper (null for nil).
        return f"call.wrap({expression})"

    def model_member(self, member, count):
        """The Swift member name and the labels of its `count` arguments (None: unlabeled)."""
        implemented = member.extended.get("ImplementedAs")
        if not isinstance(implemented, str):
            return member.name, [None] * count
        match = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_.]*)(?:\((.*)\))?", implemented)
        if not match:
            raise IDLError(f"[ImplementedAs={implemented}] is not a member name")
        labels = [None] * count
        if match.group(2) is not None:
            parts = [part for part in match.group(2).split(":") if part != ""]
            labels = [None if part == "_" else part for part in parts]
            if len(labels) != count:
                raise IDLError(
                    f"[ImplementedAs={implemented}] gives {len(labels)} labels "
                    f"to {count} arguments")
        return match.group(1), labels

    # Rows.

    def rows(self, definition, model, target=None, static=False):
        """The Swift row expressions of the members declared on `definition` (an interface, or
        a mixin included by one), called on the Swift class `model`: the regular members, or
        with `static` the static ones (installed on the interface object)."""
        binding = self.binding(definition)
        this = self.this_expression(target or definition.name, model)
        rows = []
        # Operations of one name are overloads: one row, at the first one's place, resolving
        # among them (https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm).
        overloads = {}
        for m in definition.members:
            if m.kind == "operation" and m.name and bool(m.static) == static:
                overloads.setdefault(m.name, []).append(m)
        names = [m.name for m in definition.members if m.kind == "attribute"]
        for name in names:
            if names.count(name) > 1 or name in overloads:
                raise IDLError(f"{definition.path}: {definition.name}.{name}: two members of "
                               "one name that are not overloaded operations")
        for member in definition.members:
            if bool(member.static) != static:
                continue
            group = overloads.get(member.name) if member.kind == "operation" else None
            if group and len(group) > 1:
                if member is not group[0]:
                    continue  # the first overload's row resolves among all of them
                if any("Custom" in m.extended for m in group):
                    if not all("Custom" in m.extended for m in group):
                        self.fail(definition, member, "overloads are all [Custom] or none")
                    rows.append(f"{binding}.custom{capitalized(member.name)},")
                    continue
                rows.append(self.overloaded(definition, group, model, this))
                continue
            if "Custom" in member.extended and member.special != "stringifier":
                if member.kind == "constructor":
                    continue  # the hand-written definition's BindingConstructor
                if member.kind == "iterable":
                    continue  # the hand-written definition's `iterable:`
                custom = "custom" + capitalized(member.name)
                rows.append(f"{binding}.{custom},")
                continue
            if member.kind == "constructor":
                continue  # generatedConstructor (source()), or the hand-written one ([Custom])
            if member.kind == "const":
                rows.append(f".constant({swift_string(member.name)}, {member.value}),")
                continue
            if member.kind == "attribute" and member.special == "stringifier":
                # `stringifier attribute T name;`: the attribute, then a toString() giving it.
                if "Custom" in member.extended:
                    rows.append(f"{binding}.custom{capitalized(member.name)},")
                else:
                    plain = Member("attribute", member.name, member.type, member.extended,
                                   readonly=member.readonly)
                    rows.append(self.attribute(definition, plain, model, this))
                swift_name, _ = self.model_member(member, 0)
                rows.append(f'.operation("toString") {{ call in '
                            f".string(try {this}.{swift_name}) }},")
                continue
            if member.kind == "attribute":
                if "Reflect" in member.extended:
                    rows.append(self.reflected(definition, member, target or definition.name))
                    continue
                rows.append(self.attribute(definition, member, model, this))
                continue
            if member.kind == "operation" and not member.special:
                rows.append(self.operation(definition, member, model, this))
                continue
            if member.kind == "operation" and member.special in ("getter", "setter", "deleter"):
                # https://webidl.spec.whatwg.org/#idl-special-operations: a named special
                # operation (`getter Element? item(unsigned long index)`) is also a regular
                # operation, generated as one; the indexed or named properties themselves (and
                # an unnamed special operation, which declares only them) are the hand-written
                # definition's `legacyPlatformObject`.
                if member.name:
                    rows.append(self.operation(definition, member, model, this))
                continue
            if member.kind == "special" and member.special == "stringifier":
                rows.append(self.stringifier(definition, member, this))
                continue
            self.fail(definition, member, f"a {member.kind} member is not generated yet")
        return rows

    def stringifier(self, definition, member, this):
        """`stringifier;`: a `toString()` operation returning the model member
        [ImplementedAs] names (https://webidl.spec.whatwg.org/#es-stringifier)."""
        implemented = member.extended.get("ImplementedAs")
        if not isinstance(implemented, str) or not re.fullmatch(r"\w+(\(\))?", implemented):
            self.fail(definition, member, "a stringifier needs [ImplementedAs=modelMember] or "
                      "[ImplementedAs=\"modelMethod()\"]")
        return (f'.operation("toString") {{ call in '
                f".string(try {this}.{implemented}) }},")

    def reflected(self, definition, member, interface):
        """A [Reflect] attribute: the row ReflectedAttributeMembers makes from the DOM's
        reflected-attribute table (`ReflectedAttribute`: the content attribute and the
        reflection rule, e.g. an enumerated attribute's keywords, a long's default), which
        GeneratedBindingsTests checks against the IDL (name, content attribute, type)."""
        kind = member.type
        if str(kind) not in REFLECTED_TYPES:
            self.fail(definition, member, f"a reflected {kind} is not generated yet")
        if member.readonly or member.static:
            self.fail(definition, member, "a reflected attribute is read-write here")
        return (f"ReflectedAttributeMembers.member(reflecting: {swift_string(member.name)}, "
                f"declaredOn: {swift_string(interface)}),")

    def attribute(self, interface, member, model, this):
        if member.static or member.special:
            self.fail(interface, member, "a static, inherited or stringifier attribute")
        if member.type.name == "EventHandler":
            # https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes
            if member.readonly:
                self.fail(interface, member, "an EventHandler attribute is read-write")
            return (f"EventHandlerAttributes.attribute({swift_string(member.name)}) "
                    f"{{ call in try call.this({model}.self) }},")
        swift_name, _ = self.model_member(member, 0)
        read = f"{this}.{swift_name}"
        implemented = member.extended.get("ImplementedAs")
        if isinstance(implemented, str) and implemented.endswith("()"):
            read += "()"  # a model method (a read-only attribute's)
        elif "ActionJSWorld" in member.extended:
            read += "(world: call.world)"  # a model method taking the world
        if read.endswith(")") and not member.readonly and not member.extended.get(
                "ActionJSSetter"):
            self.fail(interface, member, "a method's attribute needs [ActionJSSetter=name]")
        getter = self.result(interface, member, member.type, f"try {read}")
        if getter.startswith("call.array("):  # making an array can throw
            getter = "try " + getter
        remembered = member.extended.get("ActionJSRemembered")
        name = swift_string(member.name)
        forwards = member.extended.get("PutForwards")
        if member.readonly and not forwards:
            if remembered:
                if not (member.type.name in STRINGS or member.type.name in NUMBERS
                        or member.type.name == "boolean"):
                    self.fail(interface, member, "only strings, numbers and booleans are remembered")
                when = {True: "", "WhileDocumentsAreOneKind": ", .whileDocumentsAreOneKind"}
                if remembered not in when:
                    self.fail(interface, member, f"[ActionJSRemembered={remembered}] is unknown")
                return f".remembered({name}{when[remembered]}) {{ call in {getter} }},"
            if "SameObject" in member.extended:
                # The same object every time: the first answer is kept on the JavaScript side.
                return f".remembered({name}) {{ call in {getter} }},"
            return f".readonly({name}) {{ call in {getter} }},"
        if remembered:
            self.fail(interface, member, "a writable attribute cannot be remembered")
        if forwards:
            # Every [PutForwards] target actionjs implements is a DOMString attribute
            # (DOMTokenList.value, CSSStyleDeclaration.cssText, Location.href).
            if not member.readonly or not isinstance(forwards, str):
                self.fail(interface, member, "[PutForwards=name] is for a readonly attribute")
            target_name, target_setter = forwards, None
            target_interface = self.interfaces.get(self.resolve(member.type).name)
            for field in target_interface.members if target_interface else []:
                if field.kind == "attribute" and field.name == forwards:
                    target_name, _ = self.model_member(field, 0)
                    target_setter = field.extended.get("ActionJSSetter")
            # A nullable target (Document.location): nothing is set (nor converted) for null.
            target = read + ("?" if member.type.nullable else "")
            if isinstance(target_setter, str):
                # The target's setter is a model method (Location.href's setHref throws).
                setter = f"try {target}.{target_setter}(try call.string(0))"
            else:
                setter = f"try {target}.{target_name} = try call.string(0)"
        elif self.resolve(member.type).name in self.enums and not member.type.nullable:
            # https://webidl.spec.whatwg.org/#es-attributes (the setter): a string that is not
            # one of the enumeration's values is ignored (no exception).
            kind = self.enum_class(self.resolve(member.type).name)
            method = member.extended.get("ActionJSSetter")
            world = ", world: call.world" if "ActionJSWorld" in member.extended else ""
            store = (f"try object.{method}(value{world})" if isinstance(method, str)
                     else f"object.{swift_name} = value")
            return (
                f".attribute(\n  {name}, get: {{ call in {getter} }},\n"
                f"  set: {{ call in\n    let object = try {this}\n"
                f"    if let value = {kind}(rawValue: try call.string(0)) {{ {store} }}\n  }}),"
            )
        else:
            utf16 = {"ActionJSUTF16": True} if "ActionJSUTF16" in member.extended else {}
            argument = Argument("value", member.type, False, False, None, utf16)
            conversion = self.argument(interface, member, argument, 0)
            # ToBoolean throws nothing: no `try` (Swift warns about a `try` without a throw).
            if not re.match(r"\(?call\.(optionalBoolean|boolean)\(", conversion):
                conversion = f"try {conversion}"
            method = member.extended.get("ActionJSSetter")
            world = ", world: call.world" if "ActionJSWorld" in member.extended else ""
            if isinstance(method, str):
                setter = f"try {this}.{method}({conversion}{world})"
            else:
                setter = f"try {this}.{swift_name} = {conversion}"
        # A [SameObject] attribute with [PutForwards] (classList, style) answers the same
        # object every time too: remembered, the setter forwarding as before.
        same = ", remembered: .forLife" if forwards and "SameObject" in member.extended else ""
        return (
            f".attribute(\n  {name}{same}, get: {{ call in {getter} }},\n"
            f"  set: {{ call in {setter} }}),"
        )

    def operation(self, interface, member, model, this):
        required = self.required_count(member)
        lines = [] if member.static else [f"let object = try {this}"]
        if required:
            lines.append(f"try call.requireArguments({required})")
        lines.extend(self.operation_steps(interface, member, model))
        length = f", length: {required}" if required else ""
        body = "\n  ".join(lines)
        return f".operation({swift_string(member.name)}{length}) {{ call in\n  {body}\n}},"

    def overloaded(self, interface, members, model, this):
        """One row for overloaded operations (https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm):
        the effective overload set (each overload, and each with its trailing optional
        arguments left out); the entries as long as min(argument count, the longest entry);
        among several, the one the value at the distinguishing argument index selects (the
        arguments before it are `any`, converted by none). `length` is the shortest entry's."""
        for member in members:
            if member.static or any(argument.variadic for argument in member.arguments):
                self.fail(interface, member, "static or variadic overloads are not generated yet")
        entries = []  # (overload, its arguments given)
        for member in members:
            arguments = member.arguments
            entries.append((member, arguments))
            for count in range(len(arguments) - 1, -1, -1):
                if not arguments[count].optional:
                    break
                entries.append((member, arguments[:count]))
        longest = max(len(arguments) for _, arguments in entries)
        required = min(self.required_count(member) for member in members)
        lines = [f"let object = try {this}"]
        if required:
            lines.append(f"try call.requireArguments({required})")
        lines.append(f"switch min(call.argumentCount, {longest}) {{")
        cases = []  # ([argument counts], the steps), a count's steps joined to the previous same
        for count in range(required, longest + 1):
            given = [(member, arguments) for member, arguments in entries
                     if len(arguments) == count]
            chosen = []
            for member, _ in given:
                if member not in chosen:
                    chosen.append(member)
            if not chosen:
                steps = ['throw JSThrow.typeError("Type error")']  # WebKit's words
            elif len(chosen) == 1:
                steps = self.operation_steps(interface, chosen[0], model)
            else:
                steps = self.distinguish(interface, given, count, model)
            if cases and cases[-1][1] == steps:
                cases[-1][0].append(count)
            else:
                cases.append(([count], steps))
        for index, (counts, steps) in enumerate(cases):
            last = index == len(cases) - 1
            lines.append("default:" if last else f"case {', '.join(map(str, counts))}:")
            lines.extend("  " + line for line in steps)
        lines.append("}")
        length = f", length: {required}" if required else ""
        body = "\n  ".join(lines)
        return (f".operation({swift_string(members[0].name)}{length}) {{ call in\n  {body}\n}},")

    def distinguish(self, interface, given, count, model):
        """The Swift lines choosing among the entries `given` (of `count` arguments each) by the
        value at their distinguishing argument index, in the overload resolution algorithm's
        order (step 12), then running the chosen overload's steps."""
        member = given[0][0]
        index = None
        for position in range(count):
            kinds = {str(self.resolve(arguments[position].type)) for _, arguments in given}
            if len(kinds) > 1:
                index = position
                break
            if kinds != {"any"}:
                self.fail(interface, member, "overloads whose arguments before the "
                          "distinguishing one are not `any` are not generated yet")
        if index is None:
            self.fail(interface, member, "overloads with no distinguishing argument")

        def category(argument):
            kind = self.resolve(argument.type)
            if kind.union or kind.arguments:
                self.fail(interface, member, f"an overload's {kind} is not distinguished yet")
            if kind.name in self.dictionaries:
                return "dictionary"
            if kind.name in self.callbacks or kind.name == "Function":
                return "callback"
            if kind.name in STRINGS or kind.name in self.enums:
                return "string"
            if kind.name in NUMBERS:
                return "numeric"
            self.fail(interface, member, f"an overload's {kind} is not distinguished yet")

        entries = [(m, arguments[index]) for m, arguments in given]
        tests = []  # (Swift condition or None for "otherwise", overload)

        def first(predicate):
            for m, argument in entries:
                if predicate(m, argument):
                    return m
            return None

        optional = first(lambda m, a: a.optional)
        if optional:
            tests.append((f"call.js.isUndefined({index})", optional))
        nullable = first(lambda m, a: self.resolve(a.type).nullable
                         or category(a) == "dictionary")
        if nullable:
            tests.append((f"call.js.isNullOrUndefined({index})", nullable))
        callback = first(lambda m, a: category(a) == "callback")
        if callback:
            tests.append((f"call.js.isFunction({index})", callback))
        dictionary = first(lambda m, a: category(a) == "dictionary")
        if dictionary:
            tests.append((f"call.js.isObject({index})", dictionary))
        numeric = first(lambda m, a: category(a) == "numeric")
        string = first(lambda m, a: category(a) == "string")
        if numeric and string:
            tests.append((f"call.js.isNumber({index})", numeric))
        otherwise = string or numeric
        while tests and tests[-1][1] is otherwise:
            tests.pop()  # the last branch's
        merged = []  # consecutive tests choosing one overload: one branch
        for condition, chosen in tests:
            if merged and merged[-1][1] is chosen:
                if merged[-1][0] == f"call.js.isUndefined({index})" and "NullOr" in condition:
                    merged[-1] = (condition, chosen)  # undefined is among null or undefined
                else:
                    merged[-1] = (f"{merged[-1][0]} || {condition}", chosen)
            else:
                merged.append((condition, chosen))
        tests = merged
        lines = []
        for condition, chosen in tests:
            lines.append(f"if {condition} {{")
            lines.extend("  " + line for line in self.operation_steps(interface, chosen, model))
            lines.append("}")
        if otherwise:
            lines.extend(self.operation_steps(interface, otherwise, model))
        else:
            lines.append('throw JSThrow.typeError("Type error")')  # WebKit's words
        return lines

    @staticmethod
    def required_count(member):
        """The number of arguments before the first optional or variadic one."""
        required = 0
        for argument in member.arguments:
            if argument.optional or argument.variadic:
                break
            required += 1
        return required

    def operation_steps(self, interface, member, model):
        """The Swift lines converting an operation's arguments, calling the model (on `object`,
        or the class for a static operation) and returning the result."""
        # The model call's arguments: one per IDL argument, except that a dictionary without
        # [ImplementedAs] gives one per dictionary member (read from an IDLDictionary).
        prelude = []
        values = []
        for index, argument in enumerate(member.arguments):
            name = argument.type.name
            dictionary = self.dictionaries.get(name)
            if dictionary and not isinstance(dictionary.extended.get("ImplementedAs"), str):
                if index != len(member.arguments) - 1:
                    self.fail(interface, member, "an expanded dictionary must be the last argument")
                variable = f"`{argument.name}`" if argument.name in SWIFT_KEYWORDS else argument.name
                # Web IDL converts the arguments in order: those before the dictionary first.
                for earlier, value in enumerate(values):
                    keyword = ("" if re.match(r"\(?call\.(optionalBoolean|boolean|anyArgument)\(",
                                              value) else "try ")
                    prelude.append(f"let argument{earlier} = {keyword}{value}")
                    values[earlier] = f"argument{earlier}"
                prelude.append(f"let {variable} = try IDLDictionary(call, {index})")
                for field in self.dictionary_members(name):
                    values.append(self.dictionary_field(interface, member, variable, field))
                continue
            values.append(self.argument(interface, member, argument, index))
        parsed = {index: argument.extended["ActionJSParsed"]
                  for index, argument in enumerate(member.arguments)
                  if isinstance(argument.extended.get("ActionJSParsed"), str)}
        if parsed and any(value.startswith("argument") for value in values):
            self.fail(interface, member, "[ActionJSParsed] with an expanded dictionary")
        if parsed:
            # Web IDL converts every argument before the operation's steps run, so a string
            # is parsed (which may throw the standard's exception) after all conversions.
            for index, value in enumerate(values):
                prelude.append(f"let argument{index} = try {value}")
                values[index] = f"argument{index}"
                if index in parsed:
                    values[index] = f"{parsed[index]}(parsing: argument{index})"
        swift_name, labels = self.model_member(member, len(values))
        if "ActionJSSelectorCache" in member.extended:
            values.append("call.world.runtime.selectorCache")
            labels.append("cache")
        if "ActionJSWorld" in member.extended:
            values.append("call.world")
            labels.append("world")
        conversions = [f"{label}: {value}" if label else value
                       for label, value in zip(labels, values)]
        receiver = model if member.static else "object"
        call_text = f"{receiver}.{swift_name}({', '.join(conversions)})"
        result = self.result(interface, member, member.type, call_text)
        lines = list(prelude)
        # One `try` covers the model call and the conversions, thrown or not (call.result
        # throws nothing: it is there so that the `try` always covers a throwing call).
        if result is None:
            lines.append(f"return try call.result({call_text})")
        else:
            lines.append(f"return try call.result({result})")
        return lines

    def source(self, definition):
        """The generated Swift file of an interface: its rows, then those of the mixins it
        includes, made for it (Web IDL copies a mixin's members onto each interface that
        includes it, so they check that `this` is one of its objects)."""
        model = self.model_class(definition.name)
        rows = self.rows(definition, model)
        for mixin in self.includes.get(definition.name, []):
            if mixin not in self.mixins:
                raise IDLError(f"{definition.path}: {definition.name} includes {mixin}, "
                               "which no IDL file declares")
            rows.extend(self.rows(self.mixins[mixin], model, definition.name))
        body = "\n".join("    " + line.replace("\n", "\n    ") for line in rows)
        listed = f"[\n{body}\n  ]" if rows else "[]"
        statics = self.rows(definition, model, static=True)
        static_list = ""
        if statics:
            static_body = "\n".join("    " + line.replace("\n", "\n    ") for line in statics)
            static_list = (
                f"\n  /// The static members of `{definition.name}` (on the interface object), in "
                "IDL order.\n"
                f"  static let generatedStaticMembers: [BindingMember] = [\n{static_body}\n  ]\n")
        constructors = [m for m in definition.members
                        if m.kind == "constructor" and "Custom" not in m.extended]
        constructor = ""
        if constructors:
            constructor = "\n" + self.constructor(definition, constructors[0], model)
        summary = (f"The members of `{definition.name}` in IDL order: attributes, "
                   "operations and constants as the IDL declares them (the [Custom] ones are "
                   "hand-written)")
        if definition.name in self.includes:
            summary += (", then those of the mixins it includes, made for it ("
                        + ", ".join(self.includes[definition.name]) + ")")
        comment = "".join(f"  /// {line}\n" for line in textwrap.wrap(summary + ".", 94))
        return (
            "// Generated by Scripts/generate-bindings.py from\n"
            f"// Sources/WebPlatform/Bindings/IDL/{os.path.basename(definition.path)}: do not edit.\n"
            "import DOM\nimport JSCore\n\n"
            f"extension {self.binding(definition)} {{\n"
            f"{comment}"
            f"  static let generatedMembers: [BindingMember] = {listed}\n{static_list}"
            f"{constructor}"
            "}\n"
        )


def partial_source(generator, definition):
    """The generated Swift file of a partial interface with [ActionJSMembers=Name]: its rows,
    made for the interface it extends, as `Name.generatedMembers` (the hand-written definition
    puts them in their place among the interface's members)."""
    if definition.kind != "namespace" and definition.name not in generator.interfaces:
        raise IDLError(f"{definition.path}: partial {definition.name}: no IDL file declares "
                       f"interface {definition.name}")
    if any(member.static for member in definition.members):
        raise IDLError(f"{definition.path}: partial {definition.name}: static members of a "
                       "partial interface are not generated yet")
    model = generator.model_class(definition.name)
    rows = generator.rows(definition, model, definition.name)
    body = "\n".join("    " + line.replace("\n", "\n    ") for line in rows)
    name = generator.binding(definition)
    summary = (f"The members of this partial interface `{definition.name}` in IDL order, made for "
               f"`{definition.name}` (the [Custom] ones are hand-written)")
    if definition.kind == "namespace":
        summary = (f"The members of the namespace `{definition.name}` in IDL order (the [Custom] "
                   "ones are hand-written)")
    comment = "".join(f"  /// {line}\n" for line in textwrap.wrap(summary + ".", 94))
    return (
        "// Generated by Scripts/generate-bindings.py from\n"
        f"// Sources/WebPlatform/Bindings/IDL/{os.path.basename(definition.path)}: do not edit.\n"
        "import DOM\nimport JSCore\n\n"
        f"extension {name} {{\n"
        f"{comment}"
        f"  static let generatedMembers: [BindingMember] = [\n{body}\n  ]\n"
        "}\n"
    )


def describe(generator):
    """What the IDL says of each interface, as plain data (see --describe)."""
    interfaces = {}
    for interface in generator.interfaces.values():
        members = list(interface.members)
        for mixin in generator.includes.get(interface.name, []):
            members.extend(generator.mixins[mixin].members)
        for partial in generator.partials:
            if partial.name == interface.name:
                members.extend(partial.members)
        operations = {}
        statics = {}
        attributes = {}
        reflected = {}
        for member in members:
            if member.kind == "attribute" and "Reflect" in member.extended:
                content = member.extended["Reflect"]
                reflected[member.name] = {
                    "content": content if isinstance(content, str) else member.name.lower(),
                    "type": REFLECTED_TYPES.get(str(member.type), str(member.type)),
                }
            if member.special == "stringifier":
                operations["toString"] = 0
            if member.kind == "operation" and member.name:
                # Overloads: the shortest one's count (https://webidl.spec.whatwg.org/#es-operations).
                table = statics if member.static else operations
                count = Generator.required_count(member)
                table[member.name] = min(count, table.get(member.name, count))
            elif member.kind == "attribute" and not member.static:
                attributes[member.name] = (
                    "readonly" if member.readonly and "PutForwards" not in member.extended
                    else "writable")
        interfaces[interface.name] = {"operations": operations, "attributes": attributes,
                                      "reflected": reflected, "static operations": statics,
                                      "global": "Global" in interface.extended,
                                      "hidden": "LegacyNoInterfaceObject" in interface.extended}
    enums = {name: definition.members for name, definition in generator.enums.items()}
    return {"interfaces": interfaces, "enums": enums}


def read(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    relative = os.path.relpath(path, ROOT)
    definitions = Parser(tokenize(text, relative), relative).definitions()
    for definition in definitions:
        definition.path = relative
    return definitions


def generate(paths):
    definitions = []
    for path in paths:
        definitions.extend(read(path))
    generator = Generator(definitions)
    outputs = {}
    for definition in generator.interfaces.values():
        name = f"{generator.binding(definition)}+Generated.swift"
        outputs[name] = formatted(generator.source(definition))
    for definition in list(generator.partials) + list(generator.namespaces.values()):
        name = f"{generator.binding(definition)}+Generated.swift"
        if name in outputs:
            raise IDLError(f"{definition.path}: [ActionJSMembers={generator.binding(definition)}] "
                           "names the rows of another definition")
        outputs[name] = formatted(partial_source(generator, definition))
    return outputs


def formatted(source):
    """`source` as the toolchain's swift-format writes it with the repository's settings (the
    generated files pass `swift format lint --strict` like the rest)."""
    swift = shutil.which("swift")
    if swift is None:
        raise IDLError("swift (for swift format) is not on PATH")
    result = subprocess.run(
        [swift, "format", "format", "--configuration", os.path.join(ROOT, ".swift-format")],
        input=source, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise IDLError(f"swift format failed: {result.stderr.strip()}")
    return result.stdout


def main():
    check = "--check" in sys.argv[1:]
    expected = {}
    try:
        names = sorted(name for name in os.listdir(IDL_DIR) if name.endswith(".webidl"))
        paths = [os.path.join(IDL_DIR, name) for name in names]
        if "--describe" in sys.argv[1:]:
            definitions = [definition for path in paths for definition in read(path)]
            print(json.dumps(describe(Generator(definitions)), indent=1, sort_keys=True))
            return 0
        expected.update(generate(paths))
    except IDLError as error:
        print(f"generate-bindings: {error}", file=sys.stderr)
        return 2
    stale = []
    present = set(os.listdir(OUT_DIR)) if os.path.isdir(OUT_DIR) else set()
    for name, source in sorted(expected.items()):
        target = os.path.join(OUT_DIR, name)
        current = None
        if os.path.exists(target):
            with open(target, encoding="utf-8") as handle:
                current = handle.read()
        if current != source:
            stale.append(name)
            if not check:
                os.makedirs(OUT_DIR, exist_ok=True)
                with open(target, "w", encoding="utf-8") as handle:
                    handle.write(source)
    for name in sorted(present - set(expected)):
        if name.endswith("+Generated.swift"):
            stale.append(name + " (no IDL generates it)")
            if not check:
                os.remove(os.path.join(OUT_DIR, name))
    if check and stale:
        print("stale: " + ", ".join(stale) + " (run Scripts/generate-bindings.py)")
        return 1
    if not check:
        print(f"generate-bindings: {len(expected)} files, {len(stale)} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())

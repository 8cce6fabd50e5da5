#!/usr/bin/env python3
"""Generates binding member tables from the Web IDL files in Sources/WebPlatform/Bindings/IDL.

Each `X.webidl` declares interfaces (and the dictionaries they take) as the standards write
them; this script writes `Sources/WebPlatform/Bindings/Generated/XBinding+Generated.swift`
with `extension XBinding { static let generatedMembers: [BindingMember] }`: one row per
attribute, operation and constant, in IDL order, with the argument conversions, the arity
check, `length`, the model call and the result conversion the IDL says. The hand-written
`XBinding.swift` keeps the definition (name, parent, exposure) and the rows marked [Custom].

Usage: Scripts/generate-bindings.py [--check]
  --check  write nothing; exit 1 (listing them) when a generated file is missing or differs
           (Tests/WebPlatformTests/Bindings/GeneratedBindingsTests runs this)

Extended attributes (the standard ones are kept and documented; these change the output):
  [ImplementedAs=Name]   on an interface: the Swift model class (default: the IDL name);
                         on a member: the model member, e.g. "cloneNode(deep:)" (labels are
                         given to the arguments in order)
  [Custom]               the row is hand-written: the generated list holds XBinding.customName
  [ActionJSRemembered]   a read-only attribute whose value is kept per object on the JavaScript
                         side (BindingMember.Remembered.forLife); =WhileDocumentsAreOneKind for
                         .whileDocumentsAreOneKind
  [SameObject]           on a read-only attribute: remembered like [ActionJSRemembered] (the
                         getter answers the same object every time, so the first answer is kept)
  [Reflect], [NewObject], [CEReactions], [Exposed], [LegacyUnforgeable]
                         accepted as the standards use them (no effect on the rows yet)

A construct the generator cannot turn into a row yet (a union, a sequence, a dictionary or
callback argument, an overload, a static member, iterable<>) must be marked [Custom]: the
script stops and names it.
"""
import os
import re
import shutil
import subprocess
import sys

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

    def __init__(self, name, nullable=False, arguments=(), union=()):
        self.name = name
        self.nullable = nullable
        self.arguments = list(arguments)
        self.union = list(union)

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
        self.extended_attributes()  # [LegacyNullToEmptyString] and the like, on the type
        if self.accept("("):
            members = [self.type()]
            while self.accept("or"):
                members.append(self.type())
            self.take(")")
            return Type("union", self.accept("?"), union=members)
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
        return Type(name, self.accept("?"), arguments)


# --- Swift rows ------------------------------------------------------------------------------

STRINGS = ("DOMString", "USVString", "ByteString")
NUMBERS = {
    "unsigned short": "unsignedShort", "unsigned long": "unsignedLong", "long": "long",
    "long long": "longLong", "double": "double", "unrestricted double": "unrestrictedDouble",
}


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Generator:
    def __init__(self, definitions, path):
        self.path = path
        self.interfaces = {d.name: d for d in definitions if d.kind == "interface"}
        self.dictionaries = {d.name: d for d in definitions if d.kind == "dictionary"}
        self.enums = {d.name: d for d in definitions if d.kind == "enum"}

    def fail(self, interface, member, message):
        raise IDLError(
            f"{self.path}: {interface.name}.{member.name}: {message}; mark it [Custom] and "
            f"write the row by hand, or teach Scripts/generate-bindings.py")

    def argument(self, interface, member, argument, index):
        """The Swift expression converting argument `index`, and whether it can throw."""
        kind = argument.type
        name = kind.name
        if argument.variadic or kind.union or kind.arguments:
            self.fail(interface, member, f"argument type {kind} is not generated yet")
        if name in STRINGS:
            if kind.nullable:
                return f"call.nullableString({index})", True
            if argument.optional and argument.default is None:
                return f"call.optionalString({index})", True
            if argument.optional and argument.default not in (None, '""'):
                self.fail(interface, member, f"the default {argument.default} is not generated")
            return f"call.string({index})", True
        if name == "boolean" and not kind.nullable:
            if argument.optional and argument.default not in (None, "false"):
                self.fail(interface, member, f"the default {argument.default} is not generated")
            return f"call.boolean({index})", False
        if name in NUMBERS and not kind.nullable and not argument.optional:
            return f"call.{NUMBERS[name]}({index})", True
        if name in ("Node", "Element"):
            if argument.optional:
                self.fail(interface, member, "an optional node argument is not generated")
            method = {"Node": "node", "Element": "element"}[name]
            if kind.nullable:
                method = "nullable" + method[0].upper() + method[1:]
            return f"call.{method}({index})", True
        self.fail(interface, member, f"argument type {kind} is not generated yet")

    def result(self, interface, member, kind, expression):
        name = kind.name
        if kind.union or kind.arguments:
            self.fail(interface, member, f"result type {kind} is not generated yet")
        if name == "undefined":
            return None
        if name == "boolean" and not kind.nullable:
            return f".boolean({expression})"
        if name in STRINGS:
            return f"call.string({expression})" if kind.nullable else f".string({expression})"
        if name in NUMBERS and not kind.nullable:
            return f"call.number({expression})"
        if name in self.enums or name in self.dictionaries or name in ("any", "object"):
            self.fail(interface, member, f"result type {kind} is not generated yet")
        # An interface type: the wrapper (null for nil).
        return f"call.wrap({expression})"

    def model_member(self, member):
        """The Swift member name and the labels of its arguments (None: unlabeled)."""
        implemented = member.extended.get("ImplementedAs")
        if not isinstance(implemented, str):
            return member.name, [None] * len(member.arguments)
        match = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?", implemented)
        if not match:
            raise IDLError(f"{self.path}: [ImplementedAs={implemented}] is not a member name")
        labels = [None] * len(member.arguments)
        if match.group(2) is not None:
            parts = [part for part in match.group(2).split(":") if part != ""]
            labels = [None if part == "_" else part for part in parts]
            if len(labels) != len(member.arguments):
                raise IDLError(
                    f"{self.path}: [ImplementedAs={implemented}] gives {len(labels)} labels "
                    f"to {len(member.arguments)} arguments")
        return match.group(1), labels

    def rows(self, interface):
        model = interface.extended.get("ImplementedAs", interface.name)
        binding = f"{interface.name}Binding"
        rows = []
        for member in interface.members:
            if "Custom" in member.extended:
                custom = "custom" + member.name[0].upper() + member.name[1:]
                rows.append(f"{binding}.{custom},")
                continue
            if member.kind == "const":
                rows.append(f".constant({swift_string(member.name)}, {member.value}),")
                continue
            if member.kind == "attribute":
                rows.append(self.attribute(interface, member, model))
                continue
            if member.kind == "operation" and not member.static and not member.special:
                rows.append(self.operation(interface, member, model))
                continue
            self.fail(interface, member, f"a {member.kind} member is not generated yet")
        return rows

    def attribute(self, interface, member, model):
        if member.static or member.special:
            self.fail(interface, member, "a static, inherited or stringifier attribute")
        swift_name, _ = self.model_member(member)
        getter = self.result(
            interface, member, member.type, f"try call.this({model}.self).{swift_name}")
        remembered = member.extended.get("ActionJSRemembered")
        name = swift_string(member.name)
        if member.readonly:
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
        setter_argument = Argument("value", member.type, False, False, None, {})
        conversion, _ = self.argument(interface, member, setter_argument, 0)
        return (
            f".attribute(\n  {name}, get: {{ call in {getter} }},\n"
            f"  set: {{ call in try call.this({model}.self).{swift_name} = try {conversion} }}),"
        )

    def operation(self, interface, member, model):
        swift_name, labels = self.model_member(member)
        required = 0
        for argument in member.arguments:
            if not argument.optional and not argument.variadic:
                required += 1
        conversions = []
        for index, argument in enumerate(member.arguments):
            expression, _ = self.argument(interface, member, argument, index)
            label = labels[index]
            conversions.append(f"{label}: {expression}" if label else expression)
        call_text = f"object.{swift_name}({', '.join(conversions)})"
        result = self.result(interface, member, member.type, call_text)
        lines = [f"let object = try call.this({model}.self)"]
        if required:
            lines.append(f"try call.requireArguments({required})")
        # One `try` covers the model call and the conversions, thrown or not (call.result
        # throws nothing: it is there so that the `try` always covers a throwing call).
        if result is None:
            lines.append(f"return try call.result({call_text})")
        else:
            lines.append(f"return try call.result({result})")
        length = f", length: {required}" if required else ""
        body = "\n  ".join(lines)
        return f".operation({swift_string(member.name)}{length}) {{ call in\n  {body}\n}},"


def generate(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    definitions = Parser(tokenize(text, path), os.path.relpath(path, ROOT)).definitions()
    generator = Generator(definitions, os.path.relpath(path, ROOT))
    outputs = {}
    for interface in generator.interfaces.values():
        if interface.partial:
            continue
        rows = generator.rows(interface)
        body = "\n".join("    " + line.replace("\n", "\n    ") for line in rows)
        source = (
            "// Generated by Scripts/generate-bindings.py from\n"
            f"// Sources/WebPlatform/Bindings/IDL/{os.path.basename(path)}: do not edit.\n"
            "import DOM\nimport JSCore\n\n"
            f"extension {interface.name}Binding {{\n"
            f"  /// The members of `{interface.name}` in IDL order: attributes, operations and\n"
            "  /// constants as the IDL declares them (the [Custom] ones are hand-written).\n"
            "  static let generatedMembers: [BindingMember] = [\n"
            f"{body}\n"
            "  ]\n"
            "}\n"
        )
        outputs[f"{interface.name}Binding+Generated.swift"] = formatted(source)
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
        for name in sorted(os.listdir(IDL_DIR)):
            if name.endswith(".webidl"):
                expected.update(generate(os.path.join(IDL_DIR, name)))
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

import Testing

@testable import ActionJSCLI

@Suite("ArgumentParser")
struct ArgumentParserTests {
  let parser = ArgumentParser(
    command: "test",
    specs: [
      OptionSpec("name", .value, placeholder: "NAME", help: ""),
      OptionSpec("flag", help: ""),
      OptionSpec("maybe", .optionalValue, placeholder: "M", help: ""),
      OptionSpec("many", .values, placeholder: "PATH", help: ""),
    ], requiredPositionals: 1)

  @Test("an option with several values takes every argument up to the next option")
  func severalValues() throws {
    let parsed = try parser.parse(["a", "--many", "x", "y", "-", "--flag", "--many=z", "b"])
    #expect(parsed.values("many") == ["x", "y", "-", "z"])
    #expect(parsed.positionals == ["a", "b"])
    #expect(parsed.has("flag"))
    #expect(throws: UsageError("option '--many' needs a value (PATH)", command: "test")) {
      try parser.parse(["a", "--many", "--flag"])
    }
  }

  @Test("values with a space or =, flags, positionals, - and --")
  func forms() throws {
    let parsed = try parser.parse(["a", "--name", "x", "--flag", "--name=y=z", "-", "--", "--b"])
    #expect(parsed.positionals == ["a", "-", "--b"])
    #expect(parsed.value("name") == "y=z")
    #expect(parsed.has("flag"))
    #expect(!parsed.has("maybe"))
  }

  @Test("an optional value is taken only after the required arguments")
  func optionalValue() throws {
    let before = try parser.parse(["--maybe", "a"])
    #expect(before.value("maybe") == nil)
    #expect(before.positionals == ["a"])
    let after = try parser.parse(["a", "--maybe", "why"])
    #expect(after.value("maybe") == "why")
    let inline = try parser.parse(["--maybe=now", "a"])
    #expect(inline.value("maybe") == "now")
    #expect(try parser.parse(["a", "--maybe", "--flag"]).has("flag"))
  }

  @Test("errors name the option")
  func errors() {
    #expect(throws: UsageError("unknown option '--nope'", command: "test")) {
      try parser.parse(["--nope"])
    }
    #expect(throws: UsageError("option '--name' needs a value (NAME)", command: "test")) {
      try parser.parse(["--name"])
    }
    #expect(throws: UsageError("option '--flag' takes no value", command: "test")) {
      try parser.parse(["--flag=1"])
    }
    #expect(throws: UsageError("unknown option '-x'", command: "test")) {
      try parser.parse(["-x"])
    }
  }
}

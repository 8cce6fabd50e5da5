/// The command line of one command, parsed: options by name, in order, and the positional
/// arguments.
struct ParsedArguments {
  /// Each option given, with its value (nil for a flag, or an optional value left out).
  var options: [(name: String, value: String?)] = []
  /// The positional arguments.
  var positionals: [String] = []
  /// Warnings about old spellings used (one each), for standard error.
  var warnings: [String] = []

  /// Whether the option `name` was given.
  func has(_ name: String) -> Bool { options.contains { $0.name == name } }

  /// Every value given to `--name`, in order.
  func values(_ name: String) -> [String] {
    options.filter { $0.name == name }.compactMap(\.value)
  }

  /// The value of the last `--name`, if it was given with one.
  func value(_ name: String) -> String? {
    options.last { $0.name == name }?.value
  }
}

/// A small parser for long options: `--name VALUE`, `--name=VALUE`, flags, optional values,
/// `-` (standard input) as a positional argument, and `--` ending the options.
struct ArgumentParser {
  /// The command (`run`, `inspect`), for messages.
  var command: String
  /// The options it accepts.
  var specs: [OptionSpec]
  /// How many positional arguments the command requires.
  var requiredPositionals: Int
  /// Old spellings the command still accepts, read as their new forms.
  var deprecated: [DeprecatedOption] = []

  /// Parses `arguments` (after the command name).
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if let old = deprecatedOption(argument) {
        index = try read(old, argument, at: index, arguments, into: &parsed)
        continue
      }
      let (spec, inlineValue) = try lookUp(argument)
      switch spec.kind {
      case .flag:
        if inlineValue != nil { throw .unexpectedValue(spec.name, command: command) }
        parsed.options.append((spec.name, nil))
      case .value:
        if let inlineValue {
          parsed.options.append((spec.name, inlineValue))
        } else if index < arguments.count {
          parsed.options.append((spec.name, arguments[index]))
          index += 1
        } else {
          throw .missingValue(spec.name, placeholder: spec.placeholder, command: command)
        }
      case .values:
        if let inlineValue {
          parsed.options.append((spec.name, inlineValue))
          continue
        }
        var taken = 0
        while index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("-") {
          parsed.options.append((spec.name, arguments[index]))
          index += 1
          taken += 1
        }
        if taken == 0 {
          throw .missingValue(spec.name, placeholder: spec.placeholder, command: command)
        }
      case .optionalValue:
        if let inlineValue {
          parsed.options.append((spec.name, inlineValue))
        } else if index < arguments.count, !arguments[index].hasPrefix("-"),
          parsed.positionals.count >= requiredPositionals
        {
          parsed.options.append((spec.name, arguments[index]))
          index += 1
        } else {
          parsed.options.append((spec.name, nil))
        }
      }
    }
    return parsed
  }

  /// The old spelling `argument` (`--name` or `--name=value`) uses, if any.
  private func deprecatedOption(_ argument: String) -> DeprecatedOption? {
    guard argument.hasPrefix("--") else { return nil }
    let body = argument.dropFirst(2)
    let name = body.firstIndex(of: "=").map { body[..<$0] } ?? body
    return deprecated.first { $0.name == name }
  }

  /// Records an old spelling as its new form (and its warning, once); returns the index of the
  /// next argument.
  private func read(
    _ old: DeprecatedOption, _ argument: String, at index: Int, _ arguments: [String],
    into parsed: inout ParsedArguments
  ) throws(UsageError) -> Int {
    var index = index
    let inline = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
    var value = old.value
    if old.takesValue {
      if let inline {
        value = inline
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw .missingValue(old.name, placeholder: "VALUE", command: command)
      }
    } else if inline != nil {
      throw .unexpectedValue(old.name, command: command)
    }
    parsed.options.append((old.replacement, value))
    if !parsed.warnings.contains(old.warning) { parsed.warnings.append(old.warning) }
    return index
  }

  /// The spec of `argument` (`--name`, `--name=value` or `-x`) and its inline value.
  private func lookUp(_ argument: String) throws(UsageError) -> (OptionSpec, String?) {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name: Substring
      let value: String?
      if let equals = body.firstIndex(of: "=") {
        name = body[..<equals]
        value = String(body[body.index(after: equals)...])
      } else {
        name = body
        value = nil
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        throw .unknownOption("--\(name)", command: command)
      }
      return (spec, value)
    }
    let letter = argument.dropFirst()
    guard letter.count == 1, let spec = specs.first(where: { $0.shortName == letter.first })
    else { throw .unknownOption(argument, command: command) }
    return (spec, nil)
  }
}

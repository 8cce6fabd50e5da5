import ExtensionBundles
import Testing

/// The diagnostic codes are stable kebab-case strings with fixed default severities.
struct BundleDiagnosticTests {
  @Test("codes are unique kebab-case")
  func kebabCase() {
    let raw = BundleDiagnosticCode.allCases.map(\.rawValue)
    #expect(Set(raw).count == raw.count)
    for code in raw {
      #expect(code.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(code)")
      #expect(!code.hasPrefix("-") && !code.hasSuffix("-") && !code.contains("--"))
    }
  }

  @Test(
    "the codes the brief requires, with their severities",
    arguments: [
      ("activation-rule-invalid", BundleDiagnostic.Severity.error),
      ("activation-rule-truepredicate", .warning),
      ("webpage-activation-missing", .warning),
      ("plist-invalid", .error),
      ("preprocessing-file-missing", .error),
      ("preprocessing-file-name-has-extension", .warning),
      ("extension-point-unknown", .warning),
    ])
  func requiredCodes(raw: String, severity: BundleDiagnostic.Severity) {
    #expect(BundleDiagnosticCode(rawValue: raw)?.defaultSeverity == severity)
  }

  @Test("description and severity override")
  func description() {
    let diagnostic = BundleDiagnostic(.activationRuleTruePredicate, "msg")
    #expect(diagnostic.description == "warning[activation-rule-truepredicate]: msg")
    #expect(BundleDiagnostic(.plistInvalid, severity: .warning, "x").severity == .warning)
    // The project's one scale, by seriousness (errors first: sort descending).
    #expect(BundleDiagnostic.Severity.warning < .error)
    #expect([BundleDiagnostic.Severity.warning, .error].sorted(by: >) == [.error, .warning])
  }
}

import ExtensionValidation
import Foundation
import TestSupport
import Testing

@testable import ActionJSCLI

@Suite("validation report: SARIF 2.1.0")
struct SARIFReportTests {
  @Test("one case problem, byte for byte")
  func small() {
    let outcome = ValidationOutcome(
      command: "validate",
      cases: [
        CaseResult(
          caseID: "a.js × p.html", scriptPath: "a.js", pagePath: "p.html",
          problems: [
            CaseProblem(
              code: "run-threw", severity: .error, message: "boom",
              location: .init(file: "a.js", line: 2, column: 5))
          ])
      ])
    #expect(
      SARIFReport.render(outcome, version: "9.9.9") == """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "actionjs",
                  "version": "9.9.9",
                  "rules": [
                    {
                      "id": "run-threw",
                      "shortDescription": {
                        "text": "run() threw."
                      }
                    }
                  ]
                }
              },
              "results": [
                {
                  "ruleId": "run-threw",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "boom (page: p.html)"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "a.js"
                        },
                        "region": {
                          "startLine": 2,
                          "startColumn": 5
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "actionjsProblem/v1": "3826628b9a94473a"
                  }
                }
              ]
            }
          ]
        }

        """)
  }

  @Test("rules: one per code in order of first use; every result points at its rule")
  func rules() throws {
    let log = try Self.object(SARIFReport.render(SampleOutcomes.failing))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == ActionJSCommandLine.version)
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(
      ids == [
        "finalize-not-function", "top-level-api", "run-threw", "results-not-property-list",
        "saved-page-warning", "note", "worker-crashed",
      ])
    let descriptions = rules.compactMap {
      ($0["shortDescription"] as? [String: Any])?["text"] as? String
    }
    #expect(descriptions[1] == "actionjs reported top-level-api.")
    #expect(descriptions[6] == "The worker process running the case died.")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 7)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids.indices.contains(index) && ids[index] == ruleID)
    }
    #expect(
      results.compactMap { $0["level"] as? String } == [
        "error", "warning", "error", "warning", "warning", "note", "error",
      ])
  }

  @Test("locations: the problem's file, else the script; regions only with a line ≥ 1")
  func locations() throws {
    let results = try Self.results(SARIFReport.render(SampleOutcomes.failing))
    let first = try Self.physical(results[0])
    #expect(Self.uri(first) == "Examples/A.appex/Action.js")
    #expect(first["region"] as? [String: Int] == ["startLine": 12, "startColumn": 3])
    let lineOnly = try Self.physical(results[1])
    #expect(lineOnly["region"] as? [String: Int] == ["startLine": 1])
    let noLocation = try Self.physical(results[3])
    #expect(Self.uri(noLocation) == "Examples/A.appex")
    #expect(noLocation["region"] == nil)
    let crashed = try Self.physical(results[6])
    #expect(Self.uri(crashed) == "b.js")
    #expect(
      (results[2]["message"] as? [String: Any])?["text"] as? String
        == "TypeError: x is undefined (page: pages/a.html)")
    #expect(
      (results[0]["message"] as? [String: Any])?["text"] as? String
        == "ExtensionPreprocessingJS.finalize is not a function")
    let hostile = try Self.results(SARIFReport.render(SampleOutcomes.hostile))
    let zero = try Self.physical(hostile[1])
    #expect(Self.uri(zero) == "pages/my%20page%2C1%3A%25.html")
    #expect(zero["region"] == nil)
    #expect(
      Self.uri(try Self.physical(hostile[0])) == "scripts/%3Cweird%3E%20%26%20%22odd%22.js")
  }

  @Test("fingerprints: stable, the same problem on two pages shares one")
  func fingerprints() throws {
    var outcome = SampleOutcomes.failing
    var copy = outcome.cases[0]
    copy.pagePath = "pages/other.html"
    outcome.cases.append(copy)
    let results = try Self.results(SARIFReport.render(outcome))
    let prints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey]
    }
    #expect(prints.count == results.count)
    #expect(prints[2] == prints[7])
    #expect(Set(prints).count == results.count - 2)
    #expect(prints.allSatisfy { $0.count == 16 })
  }

  @Test("FNV-1a 64: the published test values")
  func fnv() {
    #expect(FNV1a.hex("") == "cbf29ce484222325")
    #expect(FNV1a.hex("a") == "af63dc4c8601ec8c")
    #expect(FNV1a.hex("foobar") == "85944171f73967e8")
  }

  @Test("artifact URIs: relative, forward slashes, percent-encoded; absolute as file:")
  func uris() {
    #expect(ArtifactURI.uri(forPath: "Examples/A.appex/Action.js") == "Examples/A.appex/Action.js")
    #expect(ArtifactURI.uri(forPath: "./a/./b.js") == "a/./b.js")
    #expect(ArtifactURI.uri(forPath: "dir\\x.js") == "dir/x.js")
    #expect(ArtifactURI.uri(forPath: "/abs/é #?.js") == "file:///abs/%C3%A9%20%23%3F.js")
    #expect(ArtifactURI.uri(forPath: "c:x~y.js") == "c%3Ax~y.js")
  }

  @Test(
    "every outcome validates against the SARIF 2.1.0 schema subset (Python jsonschema)",
    arguments: ["passing", "failing", "strict", "hostile", "empty", "informationUri"])
  func schema(_ name: String) throws {
    try #require(
      ExternalValidator.hasJSONSchema,
      "\(ExternalValidator.python) cannot import jsonschema: run Scripts/bootstrap.sh")
    let sarif =
      name == "informationUri"
      ? SARIFReport.render(SampleOutcomes.failing, informationURI: "https://example.org/actionjs")
      : SARIFReport.render(JUnitReportTests.outcome(name))
    let folder = try TemporaryFolder()
    let file = try folder.write("report.sarif", sarif)
    let result = try ExternalValidator.validateJSON(
      document: file, schema: ExternalValidator.fixture("sarif-2.1.0-subset.schema.json"))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("the schema check rejects documents that break SARIF's rules")
  func schemaRejects() throws {
    try #require(
      ExternalValidator.hasJSONSchema,
      "\(ExternalValidator.python) cannot import jsonschema: run Scripts/bootstrap.sh")
    let good = SARIFReport.render(SampleOutcomes.failing)
    let broken = [
      good.replacingOccurrences(of: "\"startLine\": 12", with: "\"startLine\": 0"),
      good.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\""),
      good.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0.0\""),
      good.replacingOccurrences(of: "\"uri\": \"b.js\"", with: "\"uri\": \"b c.js\""),
      good.replacingOccurrences(of: "\"ruleIndex\"", with: "\"ruleindex\""),
    ]
    let folder = try TemporaryFolder()
    for (index, document) in broken.enumerated() {
      #expect(document != good)
      let file = try folder.write("broken\(index).sarif", document)
      let result = try ExternalValidator.validateJSON(
        document: file, schema: ExternalValidator.fixture("sarif-2.1.0-subset.schema.json"))
      #expect(result.status == 1, "case \(index): \(result.output)")
    }
  }

  @Test("hostile strings come back unchanged from a JSON parser")
  func hostile() throws {
    let results = try Self.results(SARIFReport.render(SampleOutcomes.hostile))
    #expect(
      (results[0]["message"] as? [String: Any])?["text"] as? String
        == SampleOutcomes.hostileMessage)
    #expect(results[1]["ruleId"] as? String == "run-threw")
    #expect(results[2]["ruleId"] as? String == "odd::code")
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func results(_ text: String) throws -> [[String: Any]] {
    let run = try #require((try object(text)["runs"] as? [[String: Any]])?.first)
    return try #require(run["results"] as? [[String: Any]])
  }

  static func physical(_ result: [String: Any]) throws -> [String: Any] {
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    return try #require(location["physicalLocation"] as? [String: Any])
  }

  static func uri(_ physical: [String: Any]) -> String? {
    (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
  }
}

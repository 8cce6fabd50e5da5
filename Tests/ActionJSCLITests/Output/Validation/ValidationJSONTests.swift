import ExtensionValidation
import Foundation
import Testing

@testable import ActionJSCLI

@Suite("validation report: JSON")
struct ValidationJSONTests {
  @Test("a passing outcome, byte for byte")
  func passing() {
    #expect(
      ValidationJSON.render(SampleOutcomes.passing) == """
        {
          "schemaVersion": 1,
          "command": "validate",
          "strict": false,
          "shard": "1/1",
          "passed": true,
          "summary": {
            "cases": 1,
            "passed": 1,
            "failed": 0,
            "scriptChecksFailed": 0,
            "errors": 0,
            "warnings": 0,
            "infos": 0,
            "durationSeconds": 0.5
          },
          "scriptChecks": [
            {
              "script": "Examples/A.appex",
              "status": "passed",
              "problems": []
            }
          ],
          "cases": [
            {
              "id": "Examples/A.appex × pages/a.html",
              "name": null,
              "script": "Examples/A.appex",
              "page": "pages/a.html",
              "status": "passed",
              "durationMilliseconds": 12.346,
              "peakMemoryBytes": 1048576,
              "problems": []
            }
          ]
        }

        """)
  }

  @Test("a failing outcome: statuses, counts, problems with and without locations")
  func failing() throws {
    let json = try object(ValidationJSON.render(SampleOutcomes.failing))
    #expect(json["shard"] as? String == "2/3")
    #expect(json["passed"] as? Bool == false)
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["cases"] as? Int == 3)
    #expect(summary["passed"] as? Int == 1)
    #expect(summary["failed"] as? Int == 2)
    #expect(summary["scriptChecksFailed"] as? Int == 1)
    #expect(summary["errors"] as? Int == 3)
    #expect(summary["warnings"] as? Int == 3)
    #expect(summary["infos"] as? Int == 1)
    let checks = try #require(json["scriptChecks"] as? [[String: Any]])
    #expect(checks.map { $0["status"] as? String } == ["failed", "passed"])
    let cases = try #require(json["cases"] as? [[String: Any]])
    #expect(cases.map { $0["status"] as? String } == ["failed", "passed", "failed"])
    #expect(cases[1]["name"] as? String == "selected")
    #expect(cases[1]["durationMilliseconds"] as? Double == 1500.25)
    #expect(cases[2]["peakMemoryBytes"] is NSNull)
    let problems = try #require(cases[0]["problems"] as? [[String: Any]])
    let location = try #require(problems[0]["location"] as? [String: Any])
    #expect(location["file"] as? String == "Examples/A.appex/Action.js")
    #expect(location["line"] as? Int == 4)
    #expect(location["column"] as? Int == 9)
    #expect(problems[0]["origin"] as? String == "diagnostic")
    #expect(problems[1]["location"] is NSNull)
    #expect(problems[1]["severity"] as? String == "warning")
    let lineOnly = try #require(
      (checks[1]["problems"] as? [[String: Any]])?.first?["location"] as? [String: Any])
    #expect(lineOnly["column"] is NSNull)
  }

  @Test("--strict turns the warning-only case and checks into failures")
  func strict() throws {
    let json = try object(ValidationJSON.render(SampleOutcomes.strict))
    #expect(json["strict"] as? Bool == true)
    let cases = try #require(json["cases"] as? [[String: Any]])
    #expect(cases.map { $0["status"] as? String } == ["failed", "failed", "failed"])
  }

  @Test("hostile strings come back unchanged from a JSON parser")
  func hostile() throws {
    let text = ValidationJSON.render(SampleOutcomes.hostile)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let json = try object(text)
    let cases = try #require(json["cases"] as? [[String: Any]])
    let problems = try #require(cases.first?["problems"] as? [[String: Any]])
    #expect(problems.first?["message"] as? String == SampleOutcomes.hostileMessage)
    #expect(cases.first?["page"] as? String == "pages/my page,1:%.html")
    #expect(cases.first?["name"] as? String == "ünï \"q\"")
  }

  private func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}

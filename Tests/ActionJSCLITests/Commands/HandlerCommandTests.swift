import ActionJSCLI
import Foundation
import Testing

@Suite("--handler-command")
struct CommandHandlerTests {
  @Test("the command's JSON output is the finalize argument")
  func repliesWithJSON() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write(
      "reply.sh", "cat > /dev/null\necho '{\"from\": \"sh\", \"n\": 3}'\n")
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
        "--handler-command", "sh '\(script)'",
      ], environment: shellEnvironment
    ).json()
    let argument = try #require(json["finalizeArgument"] as? [String: Any])
    #expect(argument["from"] as? String == "sh")
    #expect(argument["n"] as? Int == 3)
    #expect(json["finalizeCalled"] as? Bool == true)
  }

  @Test("the command reads the results as JSON on standard input")
  func readsResults() throws {
    let folder = try Fixtures.folder()
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
        "--handler-command", "cat",
      ], environment: shellEnvironment
    ).json()
    let argument = try #require(json["finalizeArgument"] as? [String: Any])
    #expect(argument["title"] as? String == "Fixture page")
  }

  @Test("empty output completes with no items")
  func emptyOutput() throws {
    let folder = try Fixtures.folder()
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
        "--handler-command", "cat > /dev/null",
      ], environment: shellEnvironment
    ).json()
    let outcome = try #require(json["outcome"] as? [String: Any])
    #expect(outcome["request"] as? String == "completed")
    #expect(outcome["itemCount"] as? Int == 0)
  }

  @Test("a non-zero exit cancels with the command's standard error")
  func failingCommand() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write("fail.sh", "echo 'no thanks' >&2\nexit 1\n")
    let result = actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"),
        "--handler-command", "sh '\(script)'",
      ], environment: shellEnvironment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Handler: cancelled: no thanks"))
    #expect(result.stdout.contains("finalize(): not called"))
  }

  @Test("output that is not JSON is an error")
  func invalidOutput() throws {
    let folder = try Fixtures.folder()
    let result = actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"),
        "--handler-command", "echo 'not json'",
      ], environment: shellEnvironment)
    #expect(result.status == 1)
    #expect(result.stdout.contains("error handler-output-invalid"))
  }

  @Test("a command past --handler-timeout is killed and the request is not completed")
  func timeout() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write("slow.sh", "sleep 30 &\nsleep 30\necho '{}'\n")
    let start = Date()
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
        "--handler-command", "sh '\(script)'", "--handler-timeout", "1",
      ], environment: shellEnvironment
    ).json()
    let elapsed = Date().timeIntervalSince(start)
    #expect(elapsed < 10)
    #expect(elapsed >= 1)
    let outcome = try #require(json["outcome"] as? [String: Any])
    #expect(outcome["request"] as? String == "not-answered")
    let codes = (json["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
    #expect(codes?.contains("handler-timeout") == true)
    #expect(codes?.contains("request-not-completed") == true)
    #expect(json["hasErrors"] as? Bool == true)
  }

  @Test("the command gets the environment it is given")
  func environment() throws {
    let folder = try Fixtures.folder()
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
        "--handler-command", #"cat > /dev/null; printf '{"v": "%s"}' "$ACTIONJS_TEST""#,
      ], environment: shellEnvironment.merging(["ACTIONJS_TEST": "hello"]) { $1 }
    ).json()
    #expect((json["finalizeArgument"] as? [String: Any])?["v"] as? String == "hello")
  }
}

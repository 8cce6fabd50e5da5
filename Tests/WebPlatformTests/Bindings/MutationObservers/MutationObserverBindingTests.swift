import DOM
import Testing

@testable import WebPlatform

/// What fixture scripts cannot check themselves: exceptions a callback throws are reported to
/// the runtime (not propagated), and delivery goes on.
@Suite struct MutationObserverBindingTests {
  @Test func callbackExceptionsAreReportedNotPropagated() throws {
    let document = try RuntimeHarness.document()
    let outcome = try RuntimeHarness.run(
      """
      const order = [];
      const failing = new MutationObserver(() => { order.push("failing"); throw new Error("observer boom"); });
      const healthy = new MutationObserver((records) => order.push("healthy:" + records.length));
      failing.observe(document.body, { childList: true });
      healthy.observe(document.body, { childList: true });
      document.body.appendChild(document.createElement("div"));
      order.push("sync");
      asyncTest("both observers ran, in creation order", async () => {
        await null;
        assert.deepEqual(order, ["sync", "failing", "healthy:1"]);
      });
      """, sourceURL: "mutation-exceptions.js", document: document)
    #expect(outcome.failures.isEmpty, "\(outcome.failures)")
    #expect(outcome.passed == ["both observers ran, in creation order"])
    #expect(outcome.uncaught.count == 1)
    #expect(outcome.uncaught.first?.contains("observer boom") == true)
  }

  @Test func listenerExceptionsAreReportedAndDispatchGoesOn() throws {
    let document = try RuntimeHarness.document()
    let outcome = try RuntimeHarness.run(
      """
      let after = false;
      document.body.addEventListener("x", () => { throw new TypeError("listener boom"); });
      document.body.addEventListener("x", () => { after = true; });
      const result = document.body.dispatchEvent(new CustomEvent("x", { cancelable: true }));
      test("dispatch went on", () => { assert(after); assert.equal(result, true); });
      """, sourceURL: "listener-exceptions.js", document: document)
    #expect(outcome.failures.isEmpty, "\(outcome.failures)")
    #expect(outcome.uncaught.count == 1)
    #expect(outcome.uncaught.first?.contains("listener boom") == true)
  }

  @Test func asyncTestsThatDoNotFinishFail() throws {
    let document = try RuntimeHarness.document()
    let outcome = try RuntimeHarness.run(
      """
      asyncTest("never settles", () => new Promise(() => {}));
      asyncTest("rejects", async () => { throw new Error("async failure"); });
      asyncTest("resolves", async () => { await null; });
      """, sourceURL: "async-harness.js", document: document)
    #expect(outcome.passed == ["resolves"])
    #expect(outcome.failures.map(\.name).sorted() == ["never settles", "rejects"])
    #expect(outcome.failures.contains { $0.error.contains("async failure") })
  }
}

import ActionExtension
import ExtensionCompat
import Foundation
import XCTest

/// The runner on the main thread drains the main queue by running the main run loop. XCTest
/// is the one test runner here that calls tests on the main thread (Swift Testing's run them
/// on other threads while `dispatchMain()` parks the main thread), hence this XCTest case.
final class MainThreadRunLoopTests: XCTestCase {
  func testTheTemplateHandlerRunsOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    for handler in [ActionRequestHandler(), LegacyActionRequestHandler()]
      as [any NSExtensionRequestHandling]
    {
      var options = RunOptions()
      options.includeFinalHTML = true
      let report = PreprocessingRunner(options: options).run(
        page: TemplateHandlerTests.page(), script: TemplateHandlerTests.actionScript,
        handler: RequestHandlerAdapter(handler))
      XCTAssertEqual(report.finalizeArgument?["newBackgroundColor"]?.stringValue, "red")
      XCTAssertTrue(report.finalizeCalled)
      XCTAssertEqual(report.finalHTML?.contains("background-color: red"), true)
      XCTAssertFalse(report.hasErrors, "\(report.diagnostics)")
    }
  }

  func testChainedHopsRunOnTheMainThread() {
    let handler = MainQueueTests.HoppingHandler(hops: 3)
    let report = PreprocessingRunner().run(
      page: MainQueueTests.page, script: MainQueueTests.script, handler: handler)
    XCTAssertTrue(report.finalizeCalled)
    XCTAssertEqual(handler.threads, ["main"])
    XCTAssertFalse(handler.overlapped)
  }
}

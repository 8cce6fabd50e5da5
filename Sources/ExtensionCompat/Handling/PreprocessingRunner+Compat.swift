import ActionExtension
import JSCore
import SavedPages

extension PreprocessingRunner {
  /// Runs `script` over `page` with an Apple-style handler (through a
  /// ``RequestHandlerAdapter``).
  public func run(
    page: SavedPage, script: String, scriptURL: String = "Action.js",
    handler: any NSExtensionRequestHandling, virtualMachine: VirtualMachine = VirtualMachine()
  ) -> RunReport {
    run(
      page: page, script: script, scriptURL: scriptURL, handler: RequestHandlerAdapter(handler),
      virtualMachine: virtualMachine)
  }

  /// Runs the script at `scriptPath` over the page at `pagePath` with an Apple-style handler
  /// (through a ``RequestHandlerAdapter``).
  public func run(
    pagePath: String, scriptPath: String, pageURL: String? = nil,
    handler: any NSExtensionRequestHandling, virtualMachine: VirtualMachine = VirtualMachine()
  ) -> RunReport {
    run(
      pagePath: pagePath, scriptPath: scriptPath, pageURL: pageURL,
      handler: RequestHandlerAdapter(handler), virtualMachine: virtualMachine)
  }
}

extension ActivationDictionary {
  /// The kind of asset an offered attachment counts as, for the keys of docs/safari-behavior.md §5.1.
  ///
  /// Which UTIs each key covers is not documented; this follows the §5.1 mapping, every row
  /// [INF]: WebPage/WebURL → `public.url` (not a file URL), Image → `public.image`, Movie →
  /// `public.movie`, Text → `public.text`, File → `public.file-url` or other `public.data`.
  public enum AttachmentKind: String, Hashable, Sendable, CaseIterable {
    /// The shared page: an attachment registering a (non-file) `public.url`.
    case webPage = "web page"
    /// `public.image`.
    case image
    /// `public.movie`.
    case movie
    /// `public.text`.
    case text
    /// `public.file-url`, or any other `public.data`.
    case file
    /// Anything else: no key covers it.
    case other

    /// Classifies an attachment by its registered types, first matching row wins.
    public init(_ attachment: HostOffer.Attachment, types: UniformTypeTable = .standard) {
      let identifiers = attachment.registeredTypeIdentifiers
      func any(_ parent: String) -> Bool {
        identifiers.contains { types.conforms($0, to: parent) }
      }
      let fileURL = any("public.file-url")
      if !fileURL, any("public.url") {
        self = .webPage
      } else if any("public.image") {
        self = .image
      } else if any("public.movie") {
        self = .movie
      } else if any("public.text") {
        self = .text
      } else if fileURL || any("public.data") {
        self = .file
      } else {
        self = .other
      }
    }
  }

  /// How many attachments of `kind` the rule accepts (0 = unsupported). The page is accepted
  /// by either the WebPage or the WebURL key; `SupportsText` accepts any number of texts.
  public func limit(for kind: AttachmentKind) -> Int {
    switch kind {
    case .webPage: return max(webPageMaxCount ?? 0, webURLMaxCount ?? 0)
    case .image: return imageMaxCount ?? 0
    case .movie: return movieMaxCount ?? 0
    case .text: return supportsText == true ? Int.max : 0
    case .file: return fileMaxCount ?? 0
    case .other: return 0
    }
  }

  /// Whether Safari would offer an extension with this rule for `offer`, and run its
  /// JavaScript file (docs/safari-behavior.md §5.1, §5.3).
  ///
  /// 1. `AttachmentsWithMinCount` above the number of attachments, or a nonzero
  ///    `AttachmentsWithMaxCount` below it: not offered.
  /// 2. Each attachment is classified (``AttachmentKind``); a kind is supported when the rule
  ///    accepts as many attachments of it as are offered.
  /// 3. Version 1 needs **every** offered kind supported, version 2 **at least one** ([DOC] A3;
  ///    [OBS] O7, O8).
  /// 4. If offered: a web page with `WebPageWithMaxCount ≥ 1` is delivered as a web page and
  ///    the JavaScript file runs [DOC] A1; with only `WebURLWithMaxCount ≥ 1`, as a URL; else
  ///    only the other attachments are delivered.
  ///
  /// For the default ``HostOffer/safariWebPage`` (one `public.url` attachment) this reduces to:
  /// WebPage ≥ 1 → web page; else WebURL ≥ 1 → URL only; else not offered.
  public func verdict(
    offer: HostOffer = .safariWebPage, types: UniformTypeTable = .standard,
    declaresPreprocessingFile: Bool
  ) -> ActivationVerdict {
    var reasons = [
      "dictionary version \(version)\(declaredVersion == nil ? " (default)" : "")"
        + (usesStrictMatching == true ? ", strict matching" : "")
    ]
    var diagnostics: [BundleDiagnostic] = []
    if declaresPreprocessingFile, !supportsWebPage {
      diagnostics.append(
        BundleDiagnostic(
          .webPageActivationMissing,
          "NSExtensionJavaScriptPreprocessingFile is declared but "
            + "NSExtensionActivationSupportsWebPageWithMaxCount is "
            + (webPageMaxCount == nil ? "absent" : "0")
            + ", so Safari does not run the file (docs/safari-behavior.md §1.1, §5.3)"))
    }
    func notOffered(_ reason: String) -> ActivationVerdict {
      ActivationVerdict(
        delivery: .notOffered, runsPreprocessingFile: false, reasons: reasons + [reason],
        diagnostics: diagnostics)
    }

    let attachments = offer.extensionItems.flatMap(\.attachments)
    if let minimum = attachmentsMinCount, minimum > attachments.count {
      return notOffered(
        "NSExtensionActivationSupportsAttachmentsWithMinCount is \(minimum), but the offer has "
          + "\(attachments.count) attachment(s): not offered")
    }
    if let maximum = attachmentsMaxCount, maximum > 0, maximum < attachments.count {
      return notOffered(
        "NSExtensionActivationSupportsAttachmentsWithMaxCount is \(maximum), but the offer has "
          + "\(attachments.count) attachments: not offered")
    }
    var counts: [AttachmentKind: Int] = [:]
    for attachment in attachments {
      counts[AttachmentKind(attachment, types: types), default: 0] += 1
    }
    let offeredKinds = AttachmentKind.allCases.filter { counts[$0] != nil }
    let supported = offeredKinds.filter { limit(for: $0) >= counts[$0, default: 0] }
    let unsupported = offeredKinds.filter { !supported.contains($0) }
    guard !offeredKinds.isEmpty else { return notOffered("the offer has no attachments") }
    let isOffered = version >= 2 ? !supported.isEmpty : unsupported.isEmpty
    guard isOffered else {
      if counts[.webPage] != nil, unsupported == [.webPage] {
        return notOffered(
          "neither NSExtensionActivationSupportsWebPageWithMaxCount nor "
            + "NSExtensionActivationSupportsWebURLWithMaxCount is at least 1: not offered")
      }
      let names = unsupported.map(\.rawValue).joined(separator: ", ")
      return notOffered(
        version >= 2
          ? "the rule supports none of the offered kinds (\(names)): not offered"
          : "version 1 needs every offered kind supported; unsupported: \(names): not offered")
    }
    if !unsupported.isEmpty {
      reasons.append(
        "version 2: offered although \(unsupported.map(\.rawValue).joined(separator: ", ")) "
          + "is not supported")
    }
    if supported.contains(.webPage), supportsWebPage {
      reasons.append(
        "NSExtensionActivationSupportsWebPageWithMaxCount is \(webPageMaxCount ?? 0): "
          + "offered as a web page")
      if declaresPreprocessingFile {
        reasons.append("Safari runs the JavaScript preprocessing file")
      }
      return ActivationVerdict(
        delivery: .webPage, runsPreprocessingFile: declaresPreprocessingFile, reasons: reasons,
        diagnostics: diagnostics)
    }
    if supported.contains(.webPage) {
      reasons.append(
        "no NSExtensionActivationSupportsWebPageWithMaxCount; "
          + "NSExtensionActivationSupportsWebURLWithMaxCount is \(webURLMaxCount ?? 0): "
          + "offered with the URL only, the JavaScript file does not run")
      return ActivationVerdict(
        delivery: .webURLOnly, runsPreprocessingFile: false, reasons: reasons,
        diagnostics: diagnostics)
    }
    reasons.append(
      "offered for \(supported.map(\.rawValue).joined(separator: ", ")) only; "
        + "the JavaScript file does not run")
    return ActivationVerdict(
      delivery: .otherAttachments, runsPreprocessingFile: false, reasons: reasons,
      diagnostics: diagnostics)
  }
}

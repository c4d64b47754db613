extension Diagnostic {
    /// Where each rule is documented: when an encoder's `userInfo` holds links under
    /// ``Diagnostic/documentationLinksKey``, every encoded finding has a `url` member after its
    /// `message`.
    ///
    /// ```swift
    /// var encoder = PayloadEncoder()
    /// encoder.userInfo[Diagnostic.documentationLinksKey] = Diagnostic.DocumentationLinks { ruleID in
    ///     "https://example.com/rules#" + ruleID
    /// }
    /// let body = try encoder.encode(report)   // each finding: ..., "message": ..., "url": ...
    /// ```
    public struct DocumentationLinks: Sendable {
        private let link: @Sendable (String) -> String

        /// Links made from rule ids by `link`.
        ///
        /// - Parameter link: The address of a rule's documentation, given its id (such as
        ///   `apns.payload-too-large`).
        public init(_ link: @escaping @Sendable (_ ruleID: String) -> String) {
            self.link = link
        }

        /// The address of a rule's documentation.
        ///
        /// - Parameter ruleID: The rule id, such as `apns.payload-too-large`.
        /// - Returns: What the link closure made of it.
        public func url(for ruleID: String) -> String {
            link(ruleID)
        }
    }

    // `init?(rawValue:)` accepts every string: the force unwrap never fails.
    /// The `userInfo` key of ``DocumentationLinks``, for `PayloadEncoder` and `JSONEncoder` alike.
    public static let documentationLinksKey = CodingUserInfoKey(rawValue: "PushPayloads.Diagnostic.documentationLinks")!
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension APNs {
    /// One payload to many device tokens: one request per token, each with its own `apns-id`, the
    /// body encoded once; the answers are matched back to their tokens by `apns-id`, in whatever
    /// order they arrive (APNs echoes the request's id in every answer).
    ///
    /// ```swift
    /// let fanOut = try APNs.FanOut(payload: payload, request: request, deviceTokens: tokens)
    /// let answers = try await send(fanOut.sends)            // your HTTP/2 client, any order
    /// let report = fanOut.report(answers)
    /// try await store.delete(report.tokensToDrop)
    /// ```
    public struct FanOut: Sendable {
        /// One request of the fan-out.
        public struct Send: Sendable, Hashable {
            /// The device token of its path.
            public let deviceToken: String
            /// Its `apns-id`, by which its answer is found.
            public let apnsID: UUID
            /// The request: the template's headers with this `apns-id`, and the token.
            public let request: Request
            /// The body, the same bytes for every send.
            public let body: [UInt8]
        }

        /// The requests, one per token, in the order of the tokens.
        public let sends: [Send]

        /// The requests for a payload to each token.
        ///
        /// - Parameters:
        ///   - payload: The body every token gets.
        ///   - request: The headers every request has (an `apns-id` in it is replaced).
        ///   - deviceTokens: The tokens, hex.
        ///   - makeID: Makes each request's id (random UUIDs by default).
        /// - Throws: What ``APNs/Payload/jsonBytes()`` throws.
        public init(
            payload: Payload, request: Request = Request(), deviceTokens: [String],
            makeID: () -> UUID = { UUID() }
        ) throws {
            let body = try payload.jsonBytes()
            let headers = request.headers.filter { !ASCIIFold.caselessEquals($0.name, HeaderName.apnsID) }
            sends = deviceTokens.map { token in
                let id = makeID()
                let request = Request(
                    headers: headers + [Request.Header(name: HeaderName.apnsID, value: id.uuidString.lowercased())],
                    deviceToken: token, authentication: request.authentication)
                return Send(deviceToken: token, apnsID: id, request: request, body: body)
            }
        }

        /// Each token's next step, from the answers in any order, matched by their `apns-id`; an
        /// answer without a known id is counted as unmatched.
        public func report(_ responses: some Sequence<Response>) -> FanOutReport {
            var index: [UUID: Int] = [:]
            for (position, send) in sends.enumerated() { index[send.apnsID] = position }
            var unmatched = 0
            let answers = responses.compactMap { response -> (index: Int, step: NextStep)? in
                guard let id = response.apnsID, let position = index[id] else {
                    unmatched += 1
                    return nil
                }
                return (position, response.nextStep)
            }
            return FanOutReport(tokens: sends.map(\.deviceToken), answers: answers).adding(unmatched: unmatched)
        }
    }
}

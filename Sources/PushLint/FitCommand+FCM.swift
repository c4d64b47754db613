import PushPayloads

/// `pushlint fit` on an FCM HTTP v1 send request or message: its `apns.payload` is fitted so the
/// APNs body FCM builds from the message fits, and the request is printed as given but for that
/// body.
extension FitCommand {
    static func fitFCM(_ input: LintInput, _ settings: Settings) -> Outcome {
        if settings.pushType != nil {
            return .usage(
                UsageError(
                    "option '--push-type' is for APNs bodies: the limit of an FCM request's APNs body follows its apns-push-type header"
                ))
        }
        let request: FCM.FittedRequest?
        do {
            request = try FCM.fittingAPNsPayload(in: input.bytes, options: settings.options)
        } catch let failure as APNs.TruncationError {
            return Outcome(
                exitCode: .findings,
                standardError: TextReporter.line(path: input.displayPath, failure.diagnostic) + "\n")
        } catch let failure as PayloadDecodingError {
            return Outcome(
                exitCode: .findings,
                standardError:
                    "\(TextReporter.escaped(input.displayPath)): error: apns.payload is not an APNs body: \(failure)\n")
        } catch {
            return notAPNsBody(input, error)
        }
        guard let request else {
            return .usage(
                UsageError(
                    "'\(input.displayPath)' is an FCM request without an apns.payload object: fit has no APNs body to shorten"
                ))
        }
        var said = request.fitted.diagnostics.map { TextReporter.line(path: input.displayPath, $0) + "\n" }.joined()
        said +=
            "pushlint: the APNs body FCM builds is \(request.builtByteCount.grouped) bytes, limit \(request.builtLimit.grouped)"
        said += request.fitted.diagnostics.isEmpty ? "; it already fit, nothing cut\n" : "\n"
        let newline: [UInt8] = request.bytes.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]
        return Outcome(exitCode: .success, standardOutput: request.bytes + newline, standardError: said)
    }
}

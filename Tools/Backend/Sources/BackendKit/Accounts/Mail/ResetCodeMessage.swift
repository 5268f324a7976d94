import Foundation

/// The message a password reset code is sent in.
enum ResetCodeMessage {
    static let subject = "Your Mosaic password reset code"

    static func make(to address: String, code: String, validMinutes: Int, at now: Date) -> Mailbox.Message {
        Mailbox.Message(
            to: address, subject: subject,
            body:
                "Your code to reset your Mosaic password is \(code). It works for \(validMinutes) minutes. "
                + "If you did not ask for it, you can ignore this message: your password stays as it is.",
            code: code, sentAt: now)
    }
}

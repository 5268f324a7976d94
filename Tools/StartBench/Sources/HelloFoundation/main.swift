import Foundation

// The smallest Foundation program worth comparing the app with: it loads
// Foundation and its locale data, formats the current date twice and prints it.
let now = Date()
let timestamp = ISO8601DateFormatter().string(from: now)
let longDate = DateFormatter()
longDate.locale = Locale(identifier: "en_US")
longDate.dateStyle = .long
longDate.timeStyle = .none
print("Hello from Foundation: \(timestamp) (\(longDate.string(from: now)))")

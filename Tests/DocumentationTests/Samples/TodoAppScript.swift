// The steps YourAppInTheTerminalAndTheBrowser.md drives its todo app through, as it shows them.
import ListKitTestSupport

/// Adds two todos as a user would, in whichever renderer `driver` drives, and reads the screen.
@MainActor
func addTwoTodos(with driver: any AppDriver) -> String {
  driver.press("n")
  driver.type("Buy milk")
  driver.press("Enter")
  driver.type("Call Ana")
  driver.press("Enter")
  driver.press("Escape")
  driver.advance(by: 1)
  return driver.screenText
}

import Testing

@testable import Cassowary

@Suite("Priorities")
struct PriorityTests {
  @Test func namedLevelsMatchAutoLayoutsScale() {
    #expect(Priority.required.rawValue == 1000)
    #expect(Priority.strong.rawValue == 750)
    #expect(Priority.medium.rawValue == 500)
    #expect(Priority.weak.rawValue == 250)
  }

  @Test func onlyExactlyOneThousandIsRequired() {
    #expect(Priority.required.isRequired)
    #expect(Priority(1000).isRequired)
    #expect(!Priority(999.999).isRequired)
    #expect(!Priority.strong.isRequired)
    #expect(!Priority(1000.5).isRequired)
  }

  @Test func literalsMakePriorities() {
    let whole: Priority = 751
    let fractional: Priority = 250.5
    #expect(whole.rawValue == 751)
    #expect(fractional.rawValue == 250.5)
  }

  @Test(arguments: [1, 1.5, 250, 999.999, 1000])
  func valuesFromOneToOneThousandAreValid(rawValue: Double) {
    #expect(Priority(rawValue).isValid)
  }

  @Test(arguments: [0, 0.999, -3, 1000.5, 1001, Double.nan, Double.infinity, -Double.infinity])
  func valuesOutsideOneToOneThousandOrNaNAreInvalid(rawValue: Double) {
    #expect(!Priority(rawValue).isValid)
  }

  @Test func addingAndSubtractingShiftsTheRawValue() {
    // 750 + 1 = 751; 250 - 1 = 249; 500 + 0.5 = 500.5; 1000 + 1 = 1001 (invalid, not required).
    #expect((Priority.strong + 1).rawValue == 751)
    #expect((Priority.weak - 1).rawValue == 249)
    #expect((Priority.medium + 0.5).rawValue == 500.5)
    let tooHigh = Priority.required + 1
    #expect(tooHigh.rawValue == 1001)
    #expect(!tooHigh.isValid)
    #expect(!tooHigh.isRequired)
  }

  @Test func prioritiesCompareByRawValue() {
    #expect(Priority.weak < .medium)
    #expect(Priority.medium < .strong)
    #expect(Priority.strong < .strong + 1)
    #expect(Priority.strong + 1 < .required)
    #expect([Priority.required, .weak, .strong, .medium].sorted() == [.weak, .medium, .strong, .required])
    #expect(Priority(750) == .strong)
    #expect(Set([Priority(750), .strong, Priority(500)]).count == 2)
  }

  @Test func descriptionIsRequiredOrTheNumber() {
    #expect(Priority.required.description == "required")
    #expect(Priority.strong.description == "750")
    #expect(Priority(751).description == "751")
    #expect(Priority(250.5).description == "250.5")
    #expect(Priority(1001).description == "1001")
    #expect(Priority(0).description == "0")
    #expect(Priority(.nan).description == "nan")
  }
}

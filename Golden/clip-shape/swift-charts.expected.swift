import Charts
import SwiftUI

struct EnergyChart: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Energy", 2.5))
                .foregroundStyle(by: .value("Flow", "solar"))
                .cornerRadius(2)

            // Rounding explicitly off: bars carry a radius of their own.
            BarMark(x: .value("Day", "Tue"), y: .value("Energy", 0.0))
                .cornerRadius(0)
            RuleMark(y: .value("Average", 2.0)).cornerRadius(1)
                .annotation(position: .top) {
                    Text("Average")
                        .padding(4)
                        .background(Color.gray)
                        .cornerRadius(4)
                }
        }
        .padding()
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }

    func highlight(day: String) -> some ChartContent {
        PointMark(x: .value("Day", day), y: .value("Energy", 1.0))
            .cornerRadius(3)
    }
}

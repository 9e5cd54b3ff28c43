// The Bubble Tea peer of listkit-terminal-peers: a bubbles/list of one-line rows at 80x24,
// measured the way the Swift benchmark measures ListKitTerminal.
//
// Phase one calls the program's model directly, as Bubble Tea's event loop does for each
// message: Update with the message, then View, timed (wall clock and the process's CPU time).
// Phase two runs the same model in a real tea.Program whose input is a pipe the harness writes
// key sequences to and whose output is a writer that counts the bytes of each frame the
// renderer flushes, so that the bytes are the ones a terminal would be sent.
//
//	bubbletea-peer -items 100000
//
// It prints one JSON object a line on standard output, one for each figure as it is measured,
// so that a run stopped for its time or memory keeps what it measured.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/paginator"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// row is one item of the list: an identifier and a revision that an edit increases.
type row struct {
	id       int
	revision int
}

func (r row) Title() string {
	if r.revision > 0 {
		return fmt.Sprintf("Row %d  ·  lorem ipsum dolor sit amet  ·  edit %d", r.id, r.revision)
	}
	return fmt.Sprintf("Row %d  ·  lorem ipsum dolor sit amet", r.id)
}
func (r row) Description() string { return "" }
func (r row) FilterValue() string { return strconv.Itoa(r.id) }

// rows returns rows 0 to count - 1.
func rows(count int) []row {
	result := make([]row, count)
	for i := range result {
		result[i] = row{id: i}
	}
	return result
}

// changed returns rows with 1% of them changed, as the other peers change theirs: a quarter
// edited, a quarter deleted, a quarter inserted and a quarter moved to the top.
func changed(old []row, count int) []row {
	result := append([]row(nil), old...)
	changes := count / 100
	if changes < 4 {
		changes = 4
	}
	quarter := changes / 4
	for k := 0; k < quarter; k++ {
		result[(k*97+1)%len(result)].revision++
	}
	for k := 0; k < quarter; k++ {
		i := (k*89 + 1) % len(result)
		result = append(result[:i], result[i+1:]...)
	}
	for k := 0; k < quarter; k++ {
		i := (k * 83) % len(result)
		result = append(result, row{})
		copy(result[i+1:], result[i:])
		result[i] = row{id: count + k}
	}
	for k := 0; k < quarter; k++ {
		i := (k*79 + 1) % len(result)
		moved := result[i]
		copy(result[1:i+1], result[:i])
		result[0] = moved
	}
	return result
}

func items(rows []row) []list.Item {
	result := make([]list.Item, len(rows))
	for i, r := range rows {
		result[i] = r
	}
	return result
}

// replaceItems hands the list its new items, as an app does when its data changes.
type replaceItems []list.Item

// screen is the program's model: the list, sized to the terminal.
type screen struct{ list list.Model }

// pageNumbers makes the list show its page as numbers ("3/5883") instead of a dot a page.
var pageNumbers bool

func newScreen(rows []row) screen {
	delegate := list.NewDefaultDelegate()
	delegate.ShowDescription = false
	delegate.SetSpacing(0)
	l := list.New(items(rows), delegate, 80, 24)
	l.Title = fmt.Sprintf("%d rows", len(rows))
	if pageNumbers {
		l.Paginator.Type = paginator.Arabic
	}
	return screen{list: l}
}

func (s screen) Init() tea.Cmd { return nil }

func (s screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.list.SetSize(msg.Width, msg.Height)
		return s, nil
	case replaceItems:
		cmd := s.list.SetItems(msg)
		return s, cmd
	}
	var cmd tea.Cmd
	s.list, cmd = s.list.Update(msg)
	return s, cmd
}

func (s screen) View() string { return s.list.View() }

// cpuMilliseconds is the CPU time of the process so far: all its threads, the collector's too.
func cpuMilliseconds() float64 {
	var usage syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	return float64(usage.Utime.Nano()+usage.Stime.Nano()) / 1e6
}

// peakResidentMegabytes is the process's resident peak, VmHWM.
func peakResidentMegabytes() float64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			fields := strings.Fields(line)
			kilobytes, _ := strconv.Atoi(fields[1])
			return float64(kilobytes) / 1024
		}
	}
	return 0
}

// step is the time of one message handled and its frame made.
type step struct{ wall, cpu float64 }

func timed(body func()) step {
	cpu := cpuMilliseconds()
	start := time.Now()
	body()
	return step{
		wall: float64(time.Since(start).Nanoseconds()) / 1e6,
		cpu:  cpuMilliseconds() - cpu,
	}
}

func median(values []float64) float64 {
	if len(values) == 0 {
		return 0
	}
	sorted := append([]float64(nil), values...)
	sort.Float64s(sorted)
	return sorted[len(sorted)/2]
}

var downKey = []byte("\x1b[B")
var pageDownKey = []byte("\x1b[6~")

// frameCounter is the program's output: it counts the bytes of each write, a frame, and tells
// the harness that one came.
type frameCounter struct{ writes chan int }

func (c frameCounter) Write(bytes []byte) (int, error) {
	c.writes <- len(bytes)
	return len(bytes), nil
}

// bytesOfFrame is the sum of the writes that come until none came for quiet, after the first,
// which it waits for up to patience: 0 if none came.
func (c frameCounter) bytesOfFrame(patience, quiet time.Duration) int {
	total := 0
	select {
	case n := <-c.writes:
		total += n
	case <-time.After(patience):
		return 0
	}
	for {
		select {
		case n := <-c.writes:
			total += n
		case <-time.After(quiet):
			return total
		}
	}
}

func main() {
	count := flag.Int("items", 100000, "the rows in the list")
	rowSteps := flag.Int("row-steps", 40, "the Down keys pressed")
	pageSteps := flag.Int("page-steps", 5, "the Page Down keys pressed")
	flag.BoolVar(&pageNumbers, "page-numbers", false, "page numbers instead of a dot a page")
	flag.Parse()
	// The output is not a terminal, from which lipgloss would take its colours: the list is
	// styled as on a true-colour terminal, as the other peers are.
	lipgloss.SetColorProfile(termenv.TrueColor)
	lipgloss.SetHasDarkBackground(true)
	report(figures{"framework": "Bubble Tea", "items": *count, "page_numbers": pageNumbers})

	// Phase one: the model called as the event loop calls it.
	var model tea.Model
	first := timed(func() {
		model = newScreen(rows(*count))
		model, _ = model.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		_ = model.View()
	})
	report(figures{"first_frame_ms": first.wall, "first_frame_cpu_ms": first.cpu})
	// The update comes first, while the top of the list, where its moves land, is on screen.
	next := replaceItems(items(changed(rows(*count), *count)))
	update := timed(func() {
		model, _ = model.Update(next)
		_ = model.View()
	})
	report(figures{"update_ms": update.wall, "update_cpu_ms": update.cpu})
	var rowWall, rowCPU, pageWall, pageCPU []float64
	for i := 0; i < *rowSteps; i++ {
		s := timed(func() {
			model, _ = model.Update(tea.KeyMsg{Type: tea.KeyDown})
			_ = model.View()
		})
		rowWall, rowCPU = append(rowWall, s.wall), append(rowCPU, s.cpu)
	}
	report(figures{"row_step_ms": median(rowWall), "row_step_cpu_ms": median(rowCPU)})
	for i := 0; i < *pageSteps; i++ {
		s := timed(func() {
			model, _ = model.Update(tea.KeyMsg{Type: tea.KeyPgDown})
			_ = model.View()
		})
		pageWall, pageCPU = append(pageWall, s.wall), append(pageCPU, s.cpu)
	}
	report(figures{"page_step_ms": median(pageWall), "page_step_cpu_ms": median(pageCPU)})
	report(figures{"peak_mb": peakResidentMegabytes()})
	model, next = nil, nil

	// Phase two: the same keys through a real program, its frames' bytes counted.
	input, keys := io.Pipe()
	output := frameCounter{writes: make(chan int, 64)}
	program := tea.NewProgram(
		newScreen(rows(*count)), tea.WithInput(input), tea.WithOutput(output), tea.WithAltScreen())
	done := make(chan struct{})
	go func() {
		_ = program.Start()
		close(done)
	}()
	program.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	// A frame is the renderer's flush: the first write after the message, and any that follow
	// within the quiet time. The patience is many times what phase one measured.
	patience := time.Duration(20*(first.wall+update.wall+median(rowWall)+median(pageWall)))*time.Millisecond + 2*time.Second
	quiet := 50 * time.Millisecond
	// The first frame follows the writes that enter the alternate screen and hide the cursor.
	report(figures{"first_frame_bytes": output.bytesOfFrame(patience, patience/4)})
	bytesAfter := func(send func()) int {
		send()
		return output.bytesOfFrame(patience, quiet)
	}
	report(figures{"update_bytes": bytesAfter(func() {
		program.Send(replaceItems(items(changed(rows(*count), *count))))
	})})
	var rowBytes, pageBytes []float64
	for i := 0; i < *rowSteps; i++ {
		rowBytes = append(rowBytes, float64(bytesAfter(func() { _, _ = keys.Write(downKey) })))
	}
	for i := 0; i < *pageSteps; i++ {
		pageBytes = append(pageBytes, float64(bytesAfter(func() { _, _ = keys.Write(pageDownKey) })))
	}
	report(figures{"row_step_bytes": median(rowBytes), "page_step_bytes": median(pageBytes)})
	program.Quit()
	go func() { _ = output.bytesOfFrame(time.Second, time.Second) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
}

// figures are some of the measurements, by name.
type figures map[string]interface{}

func report(f figures) {
	encoded, _ := json.Marshal(f)
	fmt.Println(string(encoded))
}

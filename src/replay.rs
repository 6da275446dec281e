//! A game watched again, for both tables: a kept game (or a game file) stepped forward and back
//! through every step, from either seat's eyes or with open hands — written once over
//! [`GameSession`], used by the One Piece table (`crate::table::replay` adds what only it says:
//! the live region's words of a step) and the Kaiun Colosseum table.
//!
//! A [`Replay`] holds the whole game (never written, never changed) and moves the copy the table
//! shows ([`GameSession::at_step`]: a game after some number of steps): a step or a few forward
//! by taking the steps between ([`GameSession::step_along`]), back or further from the nearest
//! keyframe ([`GameSession::at_step_from`], one every [`KEYFRAME_EVERY`] steps). The
//! [`Timeline`] (the turn and the log's length after each step, made with the keyframes in one
//! pass when the replay opens) leads a turn or a log line to its step. The table draws the copy
//! as it draws a game in play, from the watched seat's own view, with no legal action; the
//! [`crate::host::Host`] refuses plays while it is watched. Here too: the controls (step
//! buttons, a turn menu), the log lines as buttons ([`LogButton`]) and the keys (← → Home End:
//! [`key_jump`]).

use std::rc::Rc;

use game_core::Seat;
use yew::prelude::*;

use crate::host::GameSession;
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::prefs::PlayMode;

/// How many steps apart a replay keeps a copy of the game (the keyframes): a step back or a
/// jump replays at most this many less one steps from the nearest copy before it.
pub const KEYFRAME_EVERY: usize = 16;

/// Where each step of a game leaves it, for a replay: index `k` is the game after its first
/// `k` steps (index 0: before any).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    /// The turn number after each number of steps.
    pub turns: Vec<u32>,
    /// The length of the log after each number of steps (the log is the same length for both
    /// seats: the engines redact entries, they do not drop them).
    pub log_lens: Vec<usize>,
}

impl Timeline {
    /// How many steps the game has.
    #[must_use]
    pub fn steps(&self) -> usize {
        self.turns.len().saturating_sub(1)
    }

    /// The turns the game reached, in order (each once).
    #[must_use]
    pub fn turn_list(&self) -> Vec<u32> {
        let mut list = self.turns.clone();
        list.dedup();
        list
    }

    /// The number of steps after which turn `turn` has begun (the last step when it never
    /// does).
    #[must_use]
    pub fn turn_start(&self, turn: u32) -> usize {
        self.turns.iter().position(|&t| t >= turn).unwrap_or(self.steps())
    }

    /// The number of steps after which log entry `entry` (0-based) exists: the step that wrote
    /// it (0 for the entries of the setup).
    #[must_use]
    pub fn step_of_entry(&self, entry: usize) -> usize {
        self.log_lens.partition_point(|&len| len <= entry).min(self.steps())
    }

    /// The log entries the step that led to `steps` wrote (none at 0).
    #[must_use]
    pub fn entries_of_step(&self, steps: usize) -> std::ops::Range<usize> {
        match (steps.checked_sub(1).and_then(|k| self.log_lens.get(k)), self.log_lens.get(steps)) {
            (Some(&from), Some(&to)) => from..to,
            _ => 0..0,
        }
    }
}

/// Whose eyes a replay is watched through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watch {
    /// What this seat saw: its own hand, the other's hand as card backs.
    Seat(Seat),
    /// Both hands face up (the board follows the seat that acts, as in an open-hands game).
    Open,
}

impl Watch {
    /// The three choices, in the order the menu lists them.
    pub const ALL: [Watch; 3] = [Watch::Seat(Seat::A), Watch::Seat(Seat::B), Watch::Open];

    /// How a game played in `mode` is watched first: against the computer from the person's
    /// seat, an open-hands game with open hands, a pass-and-play game from Player A's seat.
    #[must_use]
    pub fn first(mode: PlayMode) -> Watch {
        match mode {
            PlayMode::Computer { person, .. } => Watch::Seat(person),
            PlayMode::OpenHands => Watch::Open,
            PlayMode::PassAndPlay => Watch::Seat(Seat::A),
        }
    }

    /// Its value in the menu.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Watch::Seat(Seat::A) => "a",
            Watch::Seat(Seat::B) => "b",
            Watch::Open => "open",
        }
    }

    #[must_use]
    pub fn from_key(key: &str) -> Option<Watch> {
        Watch::ALL.into_iter().find(|w| w.key() == key)
    }

    #[must_use]
    pub fn label(self, lang: Lang) -> String {
        match self {
            Watch::Seat(s) => tf(lang, Fmt::SeatsView { seat: &crate::table::curtain::seat_name(s, lang) }),
            Watch::Open => t(lang, Msg::OpenHands).to_string(),
        }
    }
}

/// A replay: the whole game, where its steps lead, and whose eyes it is watched through.
pub struct Replay<S: GameSession> {
    /// The game as kept or read from the file, whole.
    whole: Rc<S>,
    timeline: Rc<Timeline>,
    /// The game every [`KEYFRAME_EVERY`] steps: a step back or a jump replays from the nearest.
    keys: Rc<S::Keyframes>,
    /// Each seat's log of the whole game, redacted for that seat by the engine (A's, B's).
    logs: Rc<[Vec<S::Entry>; 2]>,
    pub watch: Watch,
}

impl<S: GameSession> Clone for Replay<S> {
    fn clone(&self) -> Self {
        Replay { whole: self.whole.clone(), timeline: self.timeline.clone(), keys: self.keys.clone(), logs: self.logs.clone(), watch: self.watch }
    }
}

/// Two replays are the same when they are of the same kept game (the one `Rc`) watched the same way.
impl<S: GameSession> PartialEq for Replay<S> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.whole, &other.whole) && self.watch == other.watch
    }
}

impl<S: GameSession> Replay<S> {
    /// A replay of `whole`, and the game to show first (before its first step), watched as
    /// [`Watch::first`] says for the mode it was played in.
    #[must_use]
    pub fn new(whole: S) -> (Replay<S>, S) {
        let watch = Watch::first(whole.mode());
        let (timeline, keys) = whole.timeline();
        let logs = [whole.seat_log(Seat::A), whole.seat_log(Seat::B)];
        let first = whole.at_step_from(&keys, 0);
        (Replay { whole: Rc::new(whole), timeline: Rc::new(timeline), keys: Rc::new(keys), logs: Rc::new(logs), watch }, first)
    }

    /// How many steps the game has.
    #[must_use]
    pub fn steps(&self) -> usize {
        self.timeline.steps()
    }

    #[must_use]
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The whole game's log as `seat` saw it by the end.
    #[must_use]
    pub fn log(&self, seat: Seat) -> &[S::Entry] {
        &self.logs[usize::from(seat == Seat::B)]
    }

    /// Moves `shown` (a start of the whole game) to the game after `steps` steps: a little
    /// forward by taking the steps between, back or further by replaying from the nearest
    /// keyframe before it (at most [`KEYFRAME_EVERY`] − 1 steps either way).
    pub fn go(&self, shown: &mut S, steps: usize) {
        let steps = steps.min(self.steps());
        let at = shown.steps();
        if steps == at {
            return;
        }
        let near = steps > at && steps - at < KEYFRAME_EVERY;
        if !(near && shown.step_along(&self.whole, steps - at)) {
            *shown = self.whole.at_step_from(&self.keys, steps);
        }
    }

    /// Does this replay show `whole`? (Two tables are the same replay when they are of the
    /// same game.)
    #[must_use]
    pub fn is_of(&self, whole: &S) -> bool
    where
        S: PartialEq,
    {
        *self.whole == *whole
    }
}

/// A move through a replay: to a number of steps (a button, a turn, a log line), a key's move
/// (taken from the step shown when the host carries it out), or other eyes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayMsg {
    /// Show the game after this many steps.
    To(usize),
    /// A step back or forward, to the start or the end, from the step shown now.
    Jump(Jump),
    /// Watch it through these eyes.
    Watch(Watch),
}

/// "Step 12 of 240".
#[must_use]
pub fn position(at: usize, steps: usize, lang: Lang) -> String {
    tf(lang, Fmt::ReplayStepOf { at: at as i64, steps: steps as i64 })
}

/// The replay's controls: to the start, one step back, where it is, one step forward, to the
/// end, and a turn to jump to. `go` is given the number of steps to show.
pub fn controls<S: GameSession>(r: &Replay<S>, at: usize, lang: Lang, go: &Callback<usize>) -> Html {
    let steps = r.steps();
    let to = |n: usize| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| go.emit(n))
    };
    let turn_now = r.timeline().turns.get(at).copied().unwrap_or_default();
    let on_turn = {
        let go = go.clone();
        let timeline = r.timeline.clone();
        Callback::from(move |e: web_sys::Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                if let Ok(turn) = sel.value().parse::<u32>() {
                    go.emit(timeline.turn_start(turn));
                }
            }
        })
    };
    let turn_name = |n: u32| tf(lang, Fmt::TurnN { n: n.into() });
    html! {
        <span class="buttons replay-controls" role="group" aria-label={t(lang, Msg::ReplayControls)}>
            <button type="button" class="secondary step" id="replay-first" disabled={at == 0} onclick={to(0)}
                    aria-label={t(lang, Msg::ToTheStartHome)}>{ "|◀" }</button>
            <button type="button" class="secondary step" id="replay-back" disabled={at == 0} onclick={to(at.saturating_sub(1))}
                    aria-label={t(lang, Msg::StepBack)}>{ "◀" }</button>
            <span class="replay-step" id="replay-step">{ position(at, steps, lang) }</span>
            <button type="button" class="primary step" id="replay-forward" disabled={at >= steps} onclick={to(at + 1)}
                    aria-label={t(lang, Msg::StepForward)}>{ "▶" }</button>
            <button type="button" class="secondary step" id="replay-last" disabled={at >= steps} onclick={to(steps)}
                    aria-label={t(lang, Msg::ToTheEndEnd)}>{ "▶|" }</button>
            <select id="replay-turn" aria-label={t(lang, Msg::GoToATurn)} onchange={on_turn}>
                { for r.timeline().turn_list().into_iter().map(|n| html! {
                    <option value={n.to_string()} selected={n == turn_now}>{ if n == 0 { t(lang, Msg::SetupShort).to_string() } else { turn_name(n) } }</option>
                }) }
            </select>
        </span>
    }
}

/// The menu of whose eyes the replay is watched through (`#replay-watch`).
pub fn watch_menu(watch: Watch, lang: Lang, on_watch: &Callback<Watch>) -> Html {
    let on_watch = on_watch.clone();
    html! {
        <select id="replay-watch" aria-label={t(lang, Msg::WhoseView)}
                onchange={Callback::from(move |e: web_sys::Event| {
                    if let Some(w) = e.target_dyn_into::<web_sys::HtmlSelectElement>().and_then(|s| Watch::from_key(&s.value())) {
                        on_watch.emit(w);
                    }
                })}>
            { for Watch::ALL.into_iter().map(|w| html! { <option value={w.key()} selected={w == watch}>{ w.label(lang) }</option> }) }
        </select>
    }
}

/// A line of the whole game's log as the watched seat saw it, as a button: pressing it shows
/// the game right after the step that wrote it. Lines of steps not reached yet are dimmed
/// (`when`: the line's step against the step shown).
#[derive(Properties, PartialEq)]
pub struct LogButtonProps {
    pub step: usize,
    pub text: AttrValue,
    pub when: std::cmp::Ordering,
    pub go: Callback<usize>,
}

#[function_component(LogButton)]
pub fn log_button(props: &LogButtonProps) -> Html {
    use std::cmp::Ordering;
    let step = props.step;
    let go = props.go.clone();
    let now = props.when == Ordering::Equal;
    html! {
        <li>
            <button type="button" class={classes!("log-line", (props.when == Ordering::Greater).then_some("future"), now.then_some("now"))}
                    data-step={step.to_string()} aria-current={now.then_some("step")}
                    onclick={Callback::from(move |_| go.emit(step))}>{ props.text.clone() }</button>
        </li>
    }
}

/// A move through a replay a key asks for. It is taken from the step the replay shows when the
/// table carries it out, not from the step drawn when the key was pressed: a press read against a
/// step the page had not drawn yet would go nowhere, and be lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    Back,
    Forward,
    Start,
    End,
}

impl Jump {
    /// The number of steps to show after this move, from `at` steps of a game of `steps`.
    #[must_use]
    pub fn from(self, at: usize, steps: usize) -> usize {
        match self {
            Jump::Back => at.saturating_sub(1).min(steps),
            Jump::Forward => (at + 1).min(steps),
            Jump::Start => 0,
            Jump::End => steps,
        }
    }
}

/// Keyboard: ← and → step, Home and End go to the start and the end (not while a menu has the
/// focus: there the keys are the menu's). The move, if the key is one.
#[must_use]
pub fn key_jump(e: &KeyboardEvent) -> Option<Jump> {
    let in_menu = e
        .target_dyn_into::<web_sys::Element>()
        .is_some_and(|el| matches!(el.tag_name().to_ascii_lowercase().as_str(), "select" | "input" | "textarea"));
    if in_menu || e.ctrl_key() || e.alt_key() || e.meta_key() {
        return None;
    }
    match e.key().as_str() {
        "ArrowLeft" => Some(Jump::Back),
        "ArrowRight" => Some(Jump::Forward),
        "Home" => Some(Jump::Start),
        "End" => Some(Jump::End),
        _ => None,
    }
}

/// A replay's keys (← → Home End) heard on the whole page while `replaying`, wherever the focus
/// is (on the page, on a button that was just disabled), except in a menu; each move is handed to
/// `jump` and is no longer the browser's (no scrolling). One listener for the table's life: the
/// table takes the move from the step it shows then.
#[hook]
pub fn use_replay_keys(replaying: bool, jump: Callback<Jump>) {
    use_effect_with(replaying, move |&replaying| {
        let listening = replaying.then(|| {
            use wasm_bindgen::JsCast;
            let doc = web_sys::window()?.document()?;
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            Some(gloo::events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                if let Some(j) = e.dyn_ref::<KeyboardEvent>().and_then(key_jump) {
                    e.prevent_default();
                    jump.emit(j);
                }
            }))
        });
        move || drop(listening)
    });
}

//! The computer's side of a game against it ([`PlayMode::Computer`]), for both tables.
//!
//! Whenever the computer's seat must act, the table asks a [`Question`]: the game as saved goes
//! to the worker (`decide` for One Piece, `kaiun-decide` for Kaiun Colosseum:
//! `crates/opcg-worker`), which rebuilds it and asks the level's policy for the seat's
//! decision; the policy sees what that seat sees and nothing else (`opcg_ai::Seen`,
//! `opcg_ai::kaiun::KaiunSeen`). The page's thread only waits: drags, hovers and the log keep
//! answering while the worker thinks. The answer goes back to the table after a short pause, so
//! the person can follow the computer's actions one at a time (the log names each); the pauses
//! can be skipped until the person's next decision. The table drops an answer for a game that
//! has moved on since the question (an undo meanwhile).

use std::cell::Cell;
use std::rc::Rc;

use opcg_engine::Seat;
use serde::de::DeserializeOwned;
use serde::Serialize;
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};
use crate::prefs::{Level, PlayMode};

/// How long each of the computer's actions stays on screen before the next one.
const PAUSE_MS: u32 = 600;

/// The computer's seat must act: what the worker is asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The worker's request kind (`decide`, `kaiun-decide`).
    pub kind: &'static str,
    /// The game's steps so far (the answer is for this moment only).
    pub at: usize,
    pub seat: Seat,
    pub level: Level,
    pub seed: u64,
    /// The game as saved.
    pub game: String,
}

impl Question {
    /// The question of a game in `mode` with `at` steps taken when `acting` must act: some only
    /// when that is the computer's seat. `game` saves the game (called only then); the seed
    /// follows the game's own and its step, so a question is answered the same way again.
    pub fn when(mode: PlayMode, acting: Option<Seat>, kind: &'static str, at: usize, seed: u64, game: impl FnOnce() -> String) -> Option<Question> {
        match mode {
            PlayMode::Computer { person, level } if acting == Some(person.other()) => {
                let seed = seed ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                Some(Question { kind, at, seat: person.other(), level, seed, game: game() })
            }
            _ => None,
        }
    }
}

/// The answer handler of a table whose actions are `A`: the worker's JSON read as an `A`, then
/// given to `apply` with the question's step count and seat.
pub fn answer_with<A: DeserializeOwned + 'static>(apply: impl Fn(usize, Seat, A) + 'static) -> Callback<(usize, Seat, String), Result<(), String>> {
    Callback::from(move |(at, seat, json): (usize, Seat, String)| {
        let action = serde_json::from_str(&json).map_err(|e| format!("the computer's answer does not fit this page: {e}"))?;
        apply(at, seat, action);
        Ok(())
    })
}

/// The question as the worker reads it (its `Ask`).
#[derive(Serialize)]
struct Ask<'a> {
    game: &'a str,
    seat: Seat,
    level: Level,
    seed: u64,
}

/// What the computer is doing, for the screen.
#[derive(Clone, PartialEq)]
pub struct Computer {
    /// Thinking about (or pausing after) the decision at this many steps.
    pub busy: Option<usize>,
    /// Why the last question failed.
    pub failed: Option<String>,
    /// Skips the pauses until the person's next decision.
    skip: Rc<Cell<bool>>,
    retry: UseStateHandle<u32>,
}

/// Asks the worker whenever there is a `question` (the computer's seat must act) and hands its
/// answer (the action as JSON, with the question's `at` and seat) to `answer`, which applies
/// it or says why it cannot.
#[hook]
pub fn use_computer(question: Option<Question>, answer: Callback<(usize, Seat, String), Result<(), String>>) -> Computer {
    let busy = use_state(|| None::<usize>);
    let failed = use_state(|| None::<String>);
    let skip = use_memo((), |_| Rc::new(Cell::new(false)));
    // Which question is the latest: an older one finishing late must not clear the status.
    let latest = use_memo((), |_| Rc::new(Cell::new(0u64)));
    let retry = use_state(|| 0u32);
    {
        let busy = busy.clone();
        let failed = failed.clone();
        let skip = Rc::clone(&skip);
        let latest = Rc::clone(&latest);
        use_effect_with((question, *retry), move |(question, _)| {
            let Some(q) = question.clone() else {
                // The person's turn to act: the computer's next answers pause again.
                skip.set(false);
                return;
            };
            busy.set(Some(q.at));
            failed.set(None);
            let asked = latest.get() + 1;
            latest.set(asked);
            wasm_bindgen_futures::spawn_local(async move {
                let started = js_sys::Date::now();
                let question = serde_json::to_string(&Ask { game: &q.game, seat: q.seat, level: q.level, seed: q.seed }).unwrap_or_default();
                let reply = crate::worker::request(q.kind, &question).await.and_then(|bytes| String::from_utf8(bytes).map_err(|e| e.to_string()));
                let applied = match reply {
                    Ok(action) => {
                        // The pause counts the thinking: a slow answer is not held back more.
                        while js_sys::Date::now() - started < f64::from(PAUSE_MS) && !skip.get() {
                            sleep(50).await;
                        }
                        answer.emit((q.at, q.seat, action))
                    }
                    Err(why) => Err(why),
                };
                if let Err(why) = applied {
                    failed.set(Some(why));
                }
                if latest.get() == asked {
                    busy.set(None);
                }
            });
        });
    }
    Computer { busy: *busy, failed: (*failed).clone(), skip: Rc::clone(&skip), retry }
}

/// Waits `ms` milliseconds (the page's timer; at once outside a browser).
pub(crate) async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let timer = web_sys::window().and_then(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms).ok());
        if timer.is_none() {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

impl Computer {
    /// The computer's status line (thinking, with a way to skip the pause; or why it failed,
    /// with a way to ask again); nothing when it is idle.
    pub fn status(&self, lang: Lang) -> Html {
        if let Some(why) = &self.failed {
            let retry = self.retry.clone();
            return html! {
                <div class="computer-status failed" role="alert" id="computer-failed">
                    <span>{ t(lang, Msg::TheComputerCouldNotDecide) }{ why }</span>
                    <button type="button" class="mini" id="computer-retry" onclick={Callback::from(move |_| retry.set(*retry + 1))}>
                        { t(lang, Msg::TryAgain) }
                    </button>
                </div>
            };
        }
        if self.busy.is_none() {
            return html! {};
        }
        let skip = Rc::clone(&self.skip);
        html! {
            <div class="computer-status" role="status" id="computer-thinking">
                <span class="thinking-dot" aria-hidden="true"></span>
                <span>{ t(lang, Msg::TheComputerIsPlaying) }</span>
                <button type="button" class="mini" id="computer-skip" onclick={Callback::from(move |_| skip.set(true))}>
                    { t(lang, Msg::SkipThePause) }
                </button>
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A question is asked only when the computer's seat must act, for that seat, at the level
    /// chosen; the game is saved only then, and each step has its own seed.
    #[test]
    fn a_question_only_when_the_computer_must_act() {
        let mode = PlayMode::Computer { person: Seat::A, level: Level::Hard };
        let q = Question::when(mode, Some(Seat::B), "decide", 7, 42, || "game".into()).unwrap();
        assert_eq!((q.kind, q.at, q.seat, q.level, q.game.as_str()), ("decide", 7, Seat::B, Level::Hard, "game"));
        assert_ne!(q.seed, Question::when(mode, Some(Seat::B), "decide", 8, 42, || "game".into()).unwrap().seed);
        let saved = std::cell::Cell::new(false);
        assert_eq!(Question::when(mode, Some(Seat::A), "decide", 7, 42, || { saved.set(true); String::new() }), None);
        assert_eq!(Question::when(mode, None, "decide", 7, 42, || { saved.set(true); String::new() }), None);
        assert_eq!(Question::when(PlayMode::OpenHands, Some(Seat::B), "decide", 7, 42, || { saved.set(true); String::new() }), None);
        assert!(!saved.get(), "no save unless the computer must act");
    }
}

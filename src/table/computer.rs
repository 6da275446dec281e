//! The computer's side of a game against it ([`PlayMode::Computer`]).
//!
//! Whenever the computer's seat must act, the game as saved goes to the worker (`decide`:
//! `crates/opcg-worker`), which rebuilds it and asks the level's policy for the seat's
//! decision; the policy sees what that seat sees and nothing else (`opcg_ai::Seen`). The page's
//! thread only waits: drags, hovers and the log keep answering while the worker thinks. The
//! answer is applied after a short pause, so the person can follow the computer's actions one
//! at a time (the log names each); the pauses can be skipped until the person's next decision. An answer for a game that has
//! moved on since the question (an undo meanwhile) is dropped by the table.

use std::cell::Cell;
use std::rc::Rc;

use opcg_engine::{Action, Seat};
use serde::Serialize;
use yew::prelude::*;

use super::state::{Table, TableMsg};
use crate::i18n::{both, Lang};
use crate::prefs::{Level, PlayMode};

/// How long each of the computer's actions stays on screen before the next one.
const PAUSE_MS: u32 = 600;

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

/// Drives the computer's seat of `table` (nothing in the other modes).
#[hook]
pub fn use_computer(table: &UseReducerHandle<Table>) -> Computer {
    let busy = use_state(|| None::<usize>);
    let failed = use_state(|| None::<String>);
    let skip = use_memo((), |_| Rc::new(Cell::new(false)));
    // Which question is the latest: an older one finishing late must not clear the status.
    let latest = use_memo((), |_| Rc::new(Cell::new(0u64)));
    let retry = use_state(|| 0u32);
    let at = table.session.actions().len();
    let acting = table.session.decision_seat();
    let mode = table.session.mode;
    {
        let table = table.clone();
        let busy = busy.clone();
        let failed = failed.clone();
        let skip = Rc::clone(&skip);
        let latest = Rc::clone(&latest);
        use_effect_with((at, acting, mode, *retry), move |&(at, acting, mode, _)| {
            if let PlayMode::Computer { person, .. } = mode {
                if acting == Some(person) {
                    // The person's turn to act: the next answers of the computer pause again.
                    skip.set(false);
                }
            }
            if let (PlayMode::Computer { level, .. }, Some(seat)) = (mode, mode.computer().filter(|s| Some(*s) == acting)) {
                let game = table.session.save();
                let seed = table.session.setup().seed ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                busy.set(Some(at));
                failed.set(None);
                let question = latest.get() + 1;
                latest.set(question);
                wasm_bindgen_futures::spawn_local(async move {
                    let started = js_sys::Date::now();
                    match ask(&game, seat, level, seed).await {
                        Ok(action) => {
                            // The pause counts the thinking: a slow answer is not held back more.
                            let mut waited = js_sys::Date::now() - started;
                            while waited < f64::from(PAUSE_MS) && !skip.get() {
                                sleep(50).await;
                                waited = js_sys::Date::now() - started;
                            }
                            table.dispatch(TableMsg::Computer { at, seat, action });
                        }
                        Err(why) => failed.set(Some(why)),
                    }
                    if latest.get() == question {
                        busy.set(None);
                    }
                });
            }
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

/// A `decide` question (the worker's `Ask`).
#[derive(Serialize)]
struct Ask<'a> {
    game: &'a str,
    seat: Seat,
    level: Level,
    seed: u64,
}

/// The worker's decision for `seat` in the game saved as `game`.
async fn ask(game: &str, seat: Seat, level: Level, seed: u64) -> Result<Action, String> {
    let question = serde_json::to_string(&Ask { game, seat, level, seed }).map_err(|e| e.to_string())?;
    let answer = crate::worker::request("decide", &question).await?;
    // Read as text: the page's JSON readers are built for text, not bytes.
    let answer = String::from_utf8(answer).map_err(|e| e.to_string())?;
    serde_json::from_str(&answer).map_err(|e| format!("the computer's answer does not fit this page: {e}"))
}

impl Computer {
    /// The computer's status line (thinking, with a way to skip the pause; or why it failed,
    /// with a way to ask again); nothing when it is idle.
    pub fn status(&self, lang: Lang) -> Html {
        if let Some(why) = &self.failed {
            let retry = self.retry.clone();
            return html! {
                <div class="computer-status failed" role="alert" id="computer-failed">
                    <span>{ both(lang, "コンピューターが考えられませんでした：", "The computer could not decide: ") }{ why }</span>
                    <button type="button" class="mini" id="computer-retry" onclick={Callback::from(move |_| retry.set(*retry + 1))}>
                        { both(lang, "もう一度", "Try again") }
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
                <span>{ both(lang, "コンピューターの番です…", "The computer is playing…") }</span>
                <button type="button" class="mini" id="computer-skip" onclick={Callback::from(move |_| skip.set(true))}>
                    { both(lang, "早送り", "Skip the pause") }
                </button>
            </div>
        }
    }
}
